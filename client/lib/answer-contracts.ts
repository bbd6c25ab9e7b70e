// The shared schemas that check the answers every public page reads on its first load (the event facts,
// the session, the pages' documents, the challenges, the news, the winners), by name. Imported only by the
// checking worker (answer-check-worker.ts) and by answer-check.ts where no worker can run: the main thread
// names a contract (a string) and never evaluates zod or these schemas while a public page starts.
import { z } from 'zod';
import { publicUserSchema } from '@shared/schemas/auth';
import { newsResponseSchema } from '@shared/schemas/content';
import { editionFactsSchema } from '@shared/schemas/events';
import { pageResponseSchema } from '@shared/schemas/pages/index';
import { problemCardSchema, problemDetailSchema, problemOptionSchema } from '@shared/schemas/problems';
import { publicWinnersSchema } from '@shared/schemas/winners';

export const ANSWER_CONTRACTS = {
  editionFacts: editionFactsSchema,
  sessionUser: publicUserSchema,
  page: pageResponseSchema,
  problemCards: z.array(problemCardSchema),
  problemOptions: z.array(problemOptionSchema),
  problemDetail: problemDetailSchema,
  news: newsResponseSchema,
  publicWinners: publicWinnersSchema,
};

export type AnswerContracts = typeof ANSWER_CONTRACTS;
export type ContractName = keyof AnswerContracts;

/** What a check says: the parsed answer, or the issues that make it break its contract. */
export type Verdict = { ok: true; data: unknown } | { ok: false; issues: z.core.$ZodIssue[] };

export function checkContract(contract: ContractName, value: unknown): Verdict {
  const result = ANSWER_CONTRACTS[contract].safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false, issues: result.error.issues };
}
