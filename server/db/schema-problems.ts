// The challenges (problems) teams choose from.
// Part of the data model; schema.ts re-exports every table.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { events } from './schema-events';

export const problems = pgTable(
  'problems',
  {
    id: serial('id').primaryKey(),
    /** The edition it belongs to (DESIGN D13). */
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The challenge's address within its edition (/problems/{slug}). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** One of the edition's category keys (events.categories). */
    category: text('category').notNull(),
    description: text('description').notNull(),
    longDescription: text('long_description').notNull(),
    difficulty: smallint('difficulty').notNull(),
    prize: text('prize').notNull(),
    color: text('color').notNull().default('blue'),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    resources: jsonb('resources').$type<{ name: string; url: string }[]>().notNull().default([]),
    timeline: jsonb('timeline').$type<{ phase: string; deadline: string }[]>().notNull().default([]),
    evaluation: jsonb('evaluation').$type<{ criteria: string; weight: number }[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('problems_difficulty_range', sql`${t.difficulty} between 1 and 5`),
    uniqueIndex('problems_event_slug_idx').on(t.eventId, t.slug),
  ],
);
