// A team's or user's history in the admin area (the audit log read back by target,
// server/lib/audit-history.ts): one entry's shape, shared by the team and user details.
import { z } from 'zod';

const isoDate = z.string();

export const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorName: z.string().nullable(),
  at: isoDate,
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
