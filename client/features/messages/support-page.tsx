import { Link } from 'wouter';
import { BookOpen, CircleHelp, Clock } from 'lucide-react';
import { paths } from '@shared/paths';
import { PageHero } from '@/components/page-hero';
import { usePageMeta } from '@/lib/use-page-meta';
import { SupportHours } from '@/features/content';
import { ContactDetails } from './contact-details';
import { SUPPORT_SUBJECT_LABELS, supportMessageSchema } from '@shared/schemas/messages';
import { MessageForm } from './message-form';

export default function SupportPage() {
  usePageMeta(
    'Support',
    'Ask the support team about registration, technical issues, submissions or anything else. Support hours and contact details.',
  );
  return (
    <>
      <PageHero eyebrow="Support" title="We’re here to help">
        <p>
          Stuck on registration, a submission or a technical problem? Send a request and the support team will get back
          to you.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1.5fr_1fr] lg:px-8 lg:py-16">
        <section
          aria-labelledby="support-form-title"
          className="rounded-2xl border border-border bg-card/80 p-6 sm:p-8"
        >
          <h2 id="support-form-title" className="text-2xl font-bold">
            Open a support request
          </h2>
          <p className="mt-2 mb-6 text-sm text-muted-foreground">Fields marked * are required.</p>
          <MessageForm
            label="Support form"
            url="/api/support"
            schema={supportMessageSchema}
            withSubject
            messageRows={5}
            messagePlaceholder="Describe the problem: what you did, what you expected and what happened."
            submitLabel="Send Request"
            successDescription={(v) =>
              `Thanks, ${v.name}! Your ${SUPPORT_SUBJECT_LABELS[v.subject].toLowerCase()} request is with the support team; we'll reply to ${v.email}.`
            }
          />
        </section>
        <div className="grid h-fit gap-8">
          <section aria-labelledby="hours-title" className="rounded-2xl border border-border bg-card/80 p-6 sm:p-8">
            <h2 id="hours-title" className="flex items-center gap-2 text-xl font-bold">
              <Clock className="size-5 text-brand-cyan" aria-hidden="true" /> Support hours
            </h2>
            {/* The organizers' published hours (spec §2's in the demo): the edition's Support page document. */}
            <SupportHours />
          </section>
          <section
            aria-labelledby="support-contact-title"
            className="rounded-2xl border border-border bg-card/80 p-6 sm:p-8"
          >
            <h2 id="support-contact-title" className="mb-6 text-xl font-bold">
              Contact info
            </h2>
            <ContactDetails responseTime="Within one working day, around the clock during events." />
          </section>
          <section aria-labelledby="self-help-title" className="rounded-2xl border border-border bg-card/80 p-6 sm:p-8">
            <h2 id="self-help-title" className="text-xl font-bold">
              Find an answer now
            </h2>
            <ul className="mt-4 space-y-2">
              <li>
                <Link
                  href={paths.help}
                  className="flex items-center gap-2 font-semibold text-brand-cyan hover:underline"
                >
                  <BookOpen className="size-4" aria-hidden="true" /> Help centre
                </Link>
              </li>
              <li>
                <Link
                  href={paths.faq}
                  className="flex items-center gap-2 font-semibold text-brand-cyan hover:underline"
                >
                  <CircleHelp className="size-4" aria-hidden="true" /> Frequently asked questions
                </Link>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
