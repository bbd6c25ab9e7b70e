import { BadgeCheck, Handshake } from 'lucide-react';
import { PageHero } from '@/components/page-hero';
import { usePageMeta } from '@/lib/use-page-meta';
import { ContactDetails } from './contact-details';
import { contactMessageSchema } from '@shared/schemas/messages';
import { MessageForm } from './message-form';

const SPONSOR_PERKS = [
  'A branded challenge with your own prize',
  'A seat on the judging panel',
  'Workshops and API office hours for teams',
  'Direct contact with promising candidates',
];

export default function ContactPage() {
  usePageMeta('Contact', 'Contact the hackathon organizers or become a sponsor. We reply within one working day.');
  return (
    <>
      <PageHero eyebrow="Contact" title="Get in touch">
        <p>
          Questions about the event, press enquiries or sponsorship: send us a message and the organizers will answer
          personally.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1.5fr_1fr] lg:px-8 lg:py-16">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-border bg-card/80 p-6 sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-sm text-muted-foreground">Fields marked * are required.</p>
          <MessageForm
            label="Contact form"
            url="/api/contact"
            schema={contactMessageSchema}
            messageRows={4}
            messagePlaceholder="How can we help? Sponsors: tell us about your company and goals."
            submitLabel="Send Message"
            successDescription={(v) => `Thanks, ${v.name}! We'll get back to you at ${v.email} soon.`}
          />
        </section>
        <div className="grid h-fit gap-8">
          <section
            aria-labelledby="contact-details-title"
            className="rounded-2xl border border-border bg-card/80 p-6 sm:p-8"
          >
            <h2 id="contact-details-title" className="mb-6 text-xl font-bold">
              Contact details
            </h2>
            <ContactDetails />
          </section>
          <section
            aria-labelledby="sponsor-title"
            className="rounded-2xl border border-brand-violet/30 bg-[linear-gradient(135deg,#2a1363,#0e1428_70%)] p-6 sm:p-8"
          >
            <Handshake className="size-8 text-pink-300" aria-hidden="true" />
            <h2 id="sponsor-title" className="mt-3 text-xl font-bold">
              Become a sponsor
            </h2>
            <p className="mt-2 text-sm text-slate-300">
              Reach motivated builders and support projects that matter. Tell us about your goals in the form and we
              will send our sponsorship packages.
            </p>
            <ul className="mt-4 space-y-2">
              {SPONSOR_PERKS.map((perk) => (
                <li key={perk} className="flex items-start gap-2 text-sm text-slate-200">
                  <BadgeCheck className="mt-0.5 size-4 shrink-0 text-brand-cyan" aria-hidden="true" />
                  {perk}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
