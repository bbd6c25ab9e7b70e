import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

export async function adminExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return rows.length > 0;
}
