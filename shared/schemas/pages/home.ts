// The home page's organizer-owned sections (spec §2 Home 2, 3, 5, 6, 8, 9, 10). The hero and the
// countdowns show the edition's facts and are not part of this document.
import { z } from 'zod';
import { uploadedImagePathField } from '../fields';
import { httpUrl, line, markdownSchema, optionalHttpUrl, requiredLine, siteHref } from './common';

export const SPONSOR_TIERS = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Partner'] as const;

/** An uploaded image of this site (/api/images/...) or an external http(s) address; '' for none. */
const logoUrl = z.union([z.literal(''), httpUrl, uploadedImagePathField]);

export const sponsorSchema = z.object({
  name: requiredLine(80),
  tier: z.enum(SPONSOR_TIERS),
  logoUrl,
  link: optionalHttpUrl,
});
export type Sponsor = z.infer<typeof sponsorSchema>;

export const testimonialSchema = z.object({
  name: requiredLine(80),
  role: line(160),
  quote: requiredLine(600),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

const cardSchema = z.object({ title: requiredLine(80), text: line(400) });

export const homePageSchema = z.object({
  whyJoin: z.object({
    eyebrow: line(40),
    title: requiredLine(120),
    lead: line(400),
    benefits: z.array(cardSchema).max(8, 'At most 8 benefits'),
  }),
  /** Section 3: the cards linking to the challenges, the resources and the registration. */
  cards: z.array(cardSchema.extend({ cta: requiredLine(40), href: siteHref })).max(6, 'At most 6 cards'),
  sponsors: z.object({
    eyebrow: line(40),
    title: requiredLine(120),
    items: z.array(sponsorSchema).max(24, 'At most 24 sponsors'),
  }),
  /** 'Choose Your Challenge': per category key, the challenges shown (slugs, in order; none = the first three). */
  challengePicks: z.object({
    title: requiredLine(120),
    lead: line(400),
    categories: z
      .array(
        z.object({
          category: requiredLine(40),
          slugs: z
            .array(
              z
                .string()
                .trim()
                .regex(/^[a-z0-9-]+$/, 'Use a challenge slug'),
            )
            .max(6, 'At most 6'),
        }),
      )
      .max(10),
  }),
  testimonials: z.object({
    eyebrow: line(40),
    title: requiredLine(120),
    items: z.array(testimonialSchema).max(24, 'At most 24 testimonials'),
  }),
  gettingStarted: z.object({
    title: requiredLine(120),
    lead: line(400),
    steps: z
      .array(z.object({ title: requiredLine(60), text: line(400), ctaLabel: requiredLine(40), ctaHref: siteHref }))
      .min(1, 'At least one step')
      .max(6, 'At most 6 steps'),
  }),
  /** Section 10: the FAQ entries shown (ids of the FAQ page's entries) and the partner pitch. */
  contact: z.object({
    title: requiredLine(120),
    faqIds: z.array(z.string().trim().max(80)).max(6),
    partnerTitle: requiredLine(120),
    partnerText: markdownSchema,
  }),
});
export type HomePage = z.infer<typeof homePageSchema>;
