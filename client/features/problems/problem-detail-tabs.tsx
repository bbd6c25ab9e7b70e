import type { ReactNode } from 'react';
import { ArrowUpRight, CheckCircle2 } from 'lucide-react';
import type { ProblemDetail } from '@shared/schemas/problems';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import type { Accent } from './accent';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-card/80 p-6 sm:p-8">
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="mt-5">{children}</div>
    </div>
  );
}

/** The four tabs of the detail page (spec §2), starting on Overview. */
export function ProblemDetailTabs({ problem, accent }: { problem: ProblemDetail; accent: Accent }) {
  const total = problem.evaluation.reduce((s, e) => s + e.weight, 0);
  return (
    <Tabs defaultValue="overview" className="gap-6">
      <TabsList aria-label="Problem statement details" className="w-full flex-wrap justify-start sm:w-fit">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="requirements">Requirements</TabsTrigger>
        <TabsTrigger value="resources">Resources</TabsTrigger>
        <TabsTrigger value="evaluation">Evaluation</TabsTrigger>
      </TabsList>

      <TabsContent value="overview" className="grid gap-6">
        <Panel title="About this challenge">
          <div className="space-y-4 leading-relaxed text-slate-300">
            {problem.longDescription.split(/\n{2,}/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </Panel>
        <Panel title="Timeline">
          <ol className="grid gap-3 sm:grid-cols-2">
            {problem.timeline.map((t, i) => (
              <li
                key={t.phase}
                className="flex items-center gap-4 rounded-xl border border-border bg-background/40 p-4"
              >
                <span
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full border font-bold',
                    accent.border,
                    accent.soft,
                    accent.text,
                  )}
                >
                  {i + 1}
                </span>
                <span>
                  <span className="block font-semibold">{t.phase}</span>
                  <span className="block text-sm text-muted-foreground">{t.deadline}</span>
                </span>
              </li>
            ))}
          </ol>
        </Panel>
        {problem.faqs.length > 0 ? (
          <Panel title="Frequently asked questions">
            <Accordion type="single" collapsible>
              {problem.faqs.map((f, i) => (
                <AccordionItem key={i} value={`faq-${i}`}>
                  <AccordionTrigger className="text-base">{f.question}</AccordionTrigger>
                  <AccordionContent className="text-[0.95rem]">{f.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </Panel>
        ) : null}
      </TabsContent>

      <TabsContent value="requirements">
        <Panel title="Requirements">
          <ul className="space-y-3">
            {problem.requirements.map((r) => (
              <li key={r} className="flex items-start gap-3">
                <CheckCircle2 className={cn('mt-0.5 size-5 shrink-0', accent.text)} aria-hidden="true" />
                <span className="leading-relaxed text-slate-300">{r}</span>
              </li>
            ))}
          </ul>
        </Panel>
      </TabsContent>

      <TabsContent value="resources">
        <Panel title="Resources">
          <ul className="grid gap-3 sm:grid-cols-2">
            {problem.resources.map((r) => (
              <li key={r.url}>
                <a
                  href={r.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group flex h-full items-center justify-between gap-3 rounded-xl border border-border bg-background/40 p-4 transition-colors hover:border-brand-cyan/50"
                >
                  <span>
                    <span className="block font-semibold group-hover:text-brand-cyan">{r.name}</span>
                    <span className="block text-xs break-all text-muted-foreground">{new URL(r.url).hostname}</span>
                  </span>
                  <ArrowUpRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </Panel>
      </TabsContent>

      <TabsContent value="evaluation">
        <Panel title="Evaluation criteria">
          <ul className="space-y-5">
            {problem.evaluation.map((e) => (
              <li key={e.criteria}>
                <div className="flex items-baseline justify-between gap-4">
                  <span className="font-semibold">{e.criteria}</span>
                  <span className={cn('font-mono font-bold tabular-nums', accent.text)}>{e.weight}%</span>
                </div>
                <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted">
                  <div
                    className={cn('h-full rounded-full', accent.bar)}
                    style={{ width: `${Math.min(100, Math.max(0, e.weight))}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 border-t border-border pt-4 text-sm text-muted-foreground">
            Total: <span className="font-semibold text-foreground">{total}%</span>
          </p>
        </Panel>
      </TabsContent>
    </Tabs>
  );
}
