// GET /api/auth/demo-accounts (DESIGN D10): the demo sign-ins shown on the login page's demo panel,
// present only when the server runs with demo data.
import { z } from 'zod';

export const demoAccountSchema = z.object({
  kind: z.enum(['team', 'admin', 'judge', 'mentor']),
  email: z.string(),
  password: z.string(),
  label: z.string(),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

export const demoAccountsResponseSchema = z.object({ enabled: z.boolean(), accounts: z.array(demoAccountSchema) });
export type DemoAccountsResponse = z.infer<typeof demoAccountsResponseSchema>;
