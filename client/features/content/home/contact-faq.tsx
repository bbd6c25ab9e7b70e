import { Link } from 'wouter';
import { ArrowRight, Handshake, Mail, MessagesSquare } from 'lucide-react';
import type { PublicEvent } from '@shared/schemas/content';
import { paths } from '@shared/paths';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Prose } from '../pages/prose';
import { usePage } from '../pages/use-page';
import { useHome } from './use-home';

/** Section 10: contact and FAQ, with the links of spec §2 (become a sponsor, see more stories, view all FAQs). */
export function ContactFaq({ event }: { event?: PublicEvent }) {
  const section = useHome().data?.document.contact;
  const faq = usePage('faq').data?.document;
  const entries = faq?.tabs.flatMap((t) => t.entries) ?? [];
  const faqs = (section?.faqIds ?? []).flatMap((id) => entries.filter((e) => e.id === id));
  return (
    <section aria-labelledby="contact-faq-title" className="mx-auto max-w-7xl px-4 py-14 sm:py-20 sm:px-6 lg:px-8">
      <h2 id="contact-faq-title" className="sr-only">
        Contact and frequently asked questions
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col rounded-3xl border border-border bg-card/80 p-8">
          <MessagesSquare className="size-9 text-brand-cyan" aria-hidden="true" />
          <h3 className="mt-4 text-2xl font-extrabold">{section?.title ?? 'Questions? We’ve got answers.'}</h3>
          {section && faq ? (
            <Accordion type="single" collapsible className="mt-4">
              {faqs.map((f) => (
                <AccordionItem key={f.id} value={f.id}>
                  <AccordionTrigger className="text-base">{f.question}</AccordionTrigger>
                  <AccordionContent>
                    <Prose html={f.answer.html} />
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          ) : (
            <div className="mt-4 space-y-3" aria-hidden="true">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          )}
          <div className="mt-6">
            <Button asChild variant="outline">
              <Link href={paths.faq}>
                View all FAQs <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>

        <div className="relative flex flex-col overflow-hidden rounded-3xl border border-brand-violet/30 bg-[linear-gradient(135deg,#2a1363,#0e1428_70%)] p-8">
          <div
            aria-hidden="true"
            className="absolute -top-20 -right-20 size-64 rounded-full bg-[radial-gradient(closest-side,rgb(236_72_153/0.25),transparent)]"
          />
          <Handshake className="relative size-9 text-pink-300" aria-hidden="true" />
          <h3 className="relative mt-4 text-2xl font-extrabold">{section?.partnerTitle ?? 'Partner with us'}</h3>
          {section ? (
            <Prose html={section.partnerText.html} className="relative mt-3 text-slate-300" />
          ) : (
            <Skeleton className="relative mt-3 h-16" />
          )}
          {event ? (
            <p className="relative mt-4 inline-flex items-center gap-2 text-sm text-slate-300">
              <Mail className="size-4 text-brand-cyan" aria-hidden="true" />
              <a href={`mailto:${event.contactEmail}`} className="font-medium text-brand-cyan hover:underline">
                {event.contactEmail}
              </a>
            </p>
          ) : null}
          <div className="relative mt-auto flex flex-wrap gap-3 pt-8">
            <Button asChild>
              <Link href={paths.contact}>
                Become a sponsor <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" className="bg-background/40">
              <Link href={paths.about}>See more stories</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
