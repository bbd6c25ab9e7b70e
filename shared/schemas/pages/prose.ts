// The prose pages: About, Resources, Support (hours and notes), and the legal pages (Terms, Privacy,
// Cookies), each a list of titled Markdown sections.
import { z } from 'zod';
import { anchorId, httpUrl, line, markdownSchema, requiredLine } from './common';

const cardSchema = z.object({ title: requiredLine(80), text: line(400) });

export const aboutPageSchema = z.object({
  eyebrow: line(40),
  intro: markdownSchema,
  what: z.object({ title: requiredLine(120), lead: line(400), cards: z.array(cardSchema).max(8) }),
  who: z.object({
    title: requiredLine(120),
    lead: line(400),
    audiences: z.array(cardSchema).max(10),
    note: markdownSchema,
  }),
  timeline: z.object({ title: requiredLine(120), lead: line(400) }),
  judging: z.object({ title: requiredLine(120), lead: line(400) }),
  stories: z.object({ title: requiredLine(120) }),
  cta: z.object({ title: requiredLine(120), text: line(400) }),
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

export const resourceLinkSchema = z.object({ name: requiredLine(80), url: httpUrl, description: line(300) });

export const resourcesPageSchema = z.object({
  title: requiredLine(120),
  intro: line(400),
  tracks: z.array(z.object({ title: requiredLine(80), links: z.array(resourceLinkSchema).max(12) })).max(12),
  tips: z.array(cardSchema).max(20),
  openSource: z.array(resourceLinkSchema).max(20),
  tools: z.array(z.object({ name: requiredLine(60), url: httpUrl, category: line(60) })).max(30),
  mentors: z.object({ title: requiredLine(120), text: markdownSchema }),
});
export type ResourcesPage = z.infer<typeof resourcesPageSchema>;

export const supportPageSchema = z.object({
  hours: z.array(z.object({ days: requiredLine(60), hours: requiredLine(60) })).max(10),
  note: markdownSchema,
});
export type SupportPage = z.infer<typeof supportPageSchema>;

export const legalPageSchema = z.object({
  intro: markdownSchema,
  sections: z.array(z.object({ id: anchorId, title: requiredLine(120), body: markdownSchema })).max(30),
});
export type LegalPageDocument = z.infer<typeof legalPageSchema>;
