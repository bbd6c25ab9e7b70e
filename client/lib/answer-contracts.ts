// The shared schemas that check the answers every public page reads on its first load (the event facts,
// the session, the pages' documents, the challenges, the news, the winners), by name, each loaded on
// first need. Used by the checking worker (answer-check-worker.ts) and by answer-check.ts where no
// worker runs: the main thread names a contract (a string) and never evaluates zod or these schemas while
// a zod-free public page starts; a form page loads only the contracts its answers need.
import type { z } from 'zod';

// One import per module (Vite wraps each dynamic import with its preload list, in every page's core chunk).
const problems = () => import('@shared/schemas/problems');
const loaders = {
  editionFacts: () => import('@shared/schemas/events').then((m) => m.editionFactsSchema),
  sessionUser: () => import('@shared/schemas/auth').then((m) => m.publicUserSchema),
  page: () => import('@shared/schemas/pages/index').then((m) => m.pageResponseSchema),
  problemCards: () => problems().then((m) => m.problemCardListSchema),
  problemOptions: () => problems().then((m) => m.problemOptionListSchema),
  problemDetail: () => problems().then((m) => m.problemDetailSchema),
  news: () => import('@shared/schemas/content').then((m) => m.newsResponseSchema),
  publicWinners: () => import('@shared/schemas/winners').then((m) => m.publicWinnersSchema),
};

export type ContractName = keyof typeof loaders;
export type AnswerContracts = { [C in ContractName]: Awaited<ReturnType<(typeof loaders)[C]>> };

/** What a check says: the parsed answer, or the issues that make it break its contract. */
export type Verdict = { ok: true; data: unknown } | { ok: false; issues: z.core.$ZodIssue[] };

export async function checkContract(contract: ContractName, value: unknown): Promise<Verdict> {
  const schema: z.ZodType = await loaders[contract]();
  const result = schema.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false, issues: result.error.issues };
}
