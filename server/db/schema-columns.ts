// Column builders several table files share (not a table file: schema.ts does not re-export it).
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
