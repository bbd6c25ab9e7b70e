import { Link } from 'wouter';
import { LifeBuoy } from 'lucide-react';
import { paths } from '@shared/paths';
import { PageHero, Section } from '@/components/page-hero';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageMeta } from '@/lib/use-page-meta';
import { PageView } from './pages/page-state';
import { Prose } from './pages/prose';
import { usePage } from './pages/use-page';

/**
 * FAQ (spec §2): the edition's tabs (GET /api/content/faq); in each, one accordion item open at a time,
 * and an open item can be closed. Answers are the server's rendering of the organizers' Markdown.
 */
export default function FaqPage() {
  usePageMeta(
    'FAQ',
    'Answers about registration, participation, rules and judging, prizes and technical questions for the hackathon.',
  );
  const page = usePage('faq');
  const doc = page.data?.document;

  return (
    <>
      <PageHero eyebrow="FAQ" title={doc?.title ?? 'Frequently asked questions'}>
        {doc?.intro ? <p>{doc.intro}</p> : null}
      </PageHero>
      <Section>
        <PageView query={page} lines={5}>
          {({ document }) =>
            document.tabs.length === 0 ? (
              <p className="rounded-2xl border border-border bg-card/80 p-10 text-center text-muted-foreground">
                No questions have been published yet.
              </p>
            ) : (
              <Tabs defaultValue={document.tabs[0]!.id} className="gap-8">
                <TabsList aria-label="FAQ topics" className="w-full flex-wrap justify-start sm:w-fit">
                  {document.tabs.map((tab) => (
                    <TabsTrigger key={tab.id} value={tab.id}>
                      {tab.label}
                    </TabsTrigger>
                  ))}
                </TabsList>
                {document.tabs.map((tab) => (
                  <TabsContent key={tab.id} value={tab.id} className="max-w-3xl">
                    <h2 className="mb-2 text-xl font-bold">{tab.label}</h2>
                    <Accordion
                      type="single"
                      collapsible
                      className="rounded-2xl border border-border bg-card/80 px-5 sm:px-6"
                    >
                      {tab.entries.map((entry) => (
                        <AccordionItem key={entry.id} value={entry.id} id={entry.id}>
                          <AccordionTrigger className="text-base">{entry.question}</AccordionTrigger>
                          <AccordionContent className="text-[0.95rem]">
                            <Prose html={entry.answer.html} />
                          </AccordionContent>
                        </AccordionItem>
                      ))}
                    </Accordion>
                  </TabsContent>
                ))}
              </Tabs>
            )
          }
        </PageView>

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
