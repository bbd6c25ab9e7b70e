// The FAQ (tabs of entries with the spec's FAQ fields: id, question, answer) and the help centre
// (categories, articles, the popular list), searchable on the page.
import { z } from 'zod';
import { anchorId, line, markdownSchema, requiredLine } from './common';

export const faqEntrySchema = z.object({
  id: anchorId,
  question: requiredLine(200),
  answer: markdownSchema,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

function uniqueIds<T extends { id: string }>(items: T[], ctx: z.RefinementCtx, path: (string | number)[]) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [...path, i, 'id'], message: 'Already used' });
    seen.add(item.id);
  });
}

export const faqPageSchema = z
  .object({
    title: requiredLine(120),
    intro: line(400),
    tabs: z
      .array(
        z.object({
          id: anchorId,
          label: requiredLine(40),
          entries: z.array(faqEntrySchema).max(40, 'At most 40 entries'),
        }),
      )
      .max(12, 'At most 12 tabs'),
  })
  .superRefine((doc, ctx) => {
    uniqueIds(doc.tabs, ctx, ['tabs']);
    uniqueIds(
      doc.tabs.flatMap((t) => t.entries),
      ctx,
      [],
    );
  });
export type FaqPage = z.infer<typeof faqPageSchema>;

export const helpArticleSchema = z.object({
  id: anchorId,
  category: z.string().trim(),
  title: requiredLine(120),
  body: markdownSchema,
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpPageSchema = z
  .object({
    title: requiredLine(120),
    intro: line(400),
    categories: z
      .array(z.object({ id: anchorId, title: requiredLine(60), description: line(200) }))
      .max(12, 'At most 12 categories'),
    articles: z.array(helpArticleSchema).max(200, 'At most 200 articles'),
    /** The popular list: article ids. */
    popular: z.array(z.string().trim()).max(10, 'At most 10'),
  })
  .superRefine((doc, ctx) => {
    uniqueIds(doc.categories, ctx, ['categories']);
    uniqueIds(doc.articles, ctx, ['articles']);
    const categories = new Set(doc.categories.map((c) => c.id));
    doc.articles.forEach((a, i) => {
      if (!categories.has(a.category))
        ctx.addIssue({ code: 'custom', path: ['articles', i, 'category'], message: 'Choose one of the categories' });
    });
    const articles = new Set(doc.articles.map((a) => a.id));
    doc.popular.forEach((id, i) => {
      if (!articles.has(id))
        ctx.addIssue({ code: 'custom', path: ['popular', i], message: 'Choose one of the articles' });
    });
  });
export type HelpPage = z.infer<typeof helpPageSchema>;
