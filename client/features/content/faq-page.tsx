import { Link } from 'wouter';
import { LifeBuoy } from 'lucide-react';
import { paths } from '@shared/paths';
import { PageHero, Section } from '@/components/page-hero';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useEvent } from '@/lib/use-event';
import { usePageMeta } from '@/lib/use-page-meta';
import { FAQ_TABS } from './data/faq';
import { EventError, EventLoading } from './event-state';

/** FAQ (spec §2): six tabs; in each, one accordion item open at a time, and an open item can be closed. */
export default function FaqPage() {
  usePageMeta(
    'FAQ',
    'Answers about registration, participation, rules and judging, prizes and technical questions for the hackathon.',
  );
  const { data: event, isLoading, isError, refetch, isFetching } = useEvent();

  return (
    <>
      <PageHero eyebrow="FAQ" title="Frequently asked questions">
        <p>
          Everything you need to know before, during and after the event. Can’t find your answer? Our support team is
          happy to help.
        </p>
      </PageHero>
      <Section>
        <Tabs defaultValue={FAQ_TABS[0]!.id} className="gap-8">
          <TabsList aria-label="FAQ topics" className="w-full flex-wrap justify-start sm:w-fit">
            {FAQ_TABS.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {FAQ_TABS.map((tab) => (
            <TabsContent key={tab.id} value={tab.id} className="max-w-3xl">
              <h2 className="mb-2 text-xl font-bold">{tab.label}</h2>
              {event ? (
                <Accordion
                  type="single"
                  collapsible
                  className="rounded-2xl border border-border bg-card/80 px-5 sm:px-6"
                >
                  {tab.items.map((item) => (
                    <AccordionItem key={item.id} value={item.id}>
                      <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
                      <AccordionContent className="text-[0.95rem]">{item.answer(event)}</AccordionContent>
                    </AccordionItem>
                  ))}
                </Accordion>
              ) : isError ? (
                <EventError onRetry={() => void refetch()} retrying={isFetching} />
              ) : isLoading ? (
                <EventLoading lines={tab.items.length} />
              ) : null}
            </TabsContent>
          ))}
        </Tabs>

        <div className="mt-14 flex max-w-3xl flex-col items-start gap-4 rounded-2xl border border-border bg-card/80 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <LifeBuoy className="size-8 shrink-0 text-brand-cyan" aria-hidden="true" />
            <p className="text-muted-foreground">
              Still have a question? Search the help centre or ask the support team.
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button asChild variant="outline">
              <Link href={paths.help}>Help centre</Link>
            </Button>
            <Button asChild>
              <Link href={paths.support}>Get support</Link>
            </Button>
          </div>
        </div>
      </Section>
    </>
  );
}
