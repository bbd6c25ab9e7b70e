// The projects gallery (issue 33): an edition's list of projects, a project's page, and the team's
// "Project page" form. The list's shape is a contract the acceptance checks use: keep its fields.
import { z } from 'zod';
import { idParamField } from './fields';

export const GALLERY_MESSAGES = {
  unpublished: 'The gallery opens after the event',
  notFound: 'Project not found',
  video: 'Use a YouTube or Vimeo link to the video',
  story: 'Keep the story under 20,000 characters',
} as const;

export const GALLERY_PAGE_SIZE = 24;
export const STORY_MAX = 20_000;

// ---- the list ----------------------------------------------------------------------------------------

export const galleryQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** A challenge's slug. */
  challenge: z.string().trim().max(120).optional(),
  /** A prize's key (galleryFacetsSchema.prizes[].key). */
  prize: z.string().trim().max(120).optional(),
  /** One technology of the projects' tech stacks (compared case-insensitively). */
  tech: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type GalleryQuery = z.infer<typeof galleryQuerySchema>;

export const galleryItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  teamName: z.string(),
  /** The challenge's title, null for "Other / Not decided yet". */
  challenge: z.string().nullable(),
  challengeSlug: z.string().nullable(),
  /** The description's first sentences, for the card. */
  summary: z.string(),
  techStack: z.array(z.string()),
  /** Names of the prizes the project won (empty until the winners are published). */
  prizes: z.array(z.string()),
  /** The commit the project is judged at (pinned at the deadline), null until it was read. */
  pinnedSha: z.string().nullable(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const galleryPageSchema = z.object({
  items: z.array(galleryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** False while visitors cannot see the gallery (only admins get an answer then: they see the banner). */
  published: z.boolean(),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

/** The filters' choices: the challenges, prizes and technologies the visible projects have. */
export const galleryFacetsSchema = z.object({
  challenges: z.array(z.object({ slug: z.string(), title: z.string() })),
  prizes: z.array(z.object({ key: z.string(), name: z.string() })),
  techs: z.array(z.string()),
});
export type GalleryFacets = z.infer<typeof galleryFacetsSchema>;

// ---- a project's page ------------------------------------------------------------------------------

/**
 * The repository as it stood at the deadline: the shape of shared/schemas/pins.ts (the pins feature
 * owns the reading; this page only shows it).
 */
export const galleryPinSchema = z.object({
  sha: z.string().nullable(),
  /** The pinned commit's page (`…/tree/<sha>`), or the repository while no head was read. */
  url: z.string(),
  checkedAt: z.string().nullable(),
  changedAfterDeadline: z.boolean(),
  reachable: z.boolean().nullable(),
});

export const videoSchema = z.object({
  provider: z.enum(['youtube', 'vimeo']),
  /** The link as the team gave it (the card's target). */
  url: z.string(),
  /** The privacy-friendly player, loaded only when the visitor clicks Play. */
  embedUrl: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

export const projectPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  teamName: z.string(),
  /** Names only: a project page never shows an email address. */
  members: z.array(z.string()),
  challenge: z.string().nullable(),
  challengeSlug: z.string().nullable(),
  description: z.string(),
  /** The team's story, rendered on save by the organizer pages' renderer (no raw HTML, safe links). */
  storyHtml: z.string(),
  techStack: z.array(z.string()),
  githubUrl: z.string(),
  demoUrl: z.string().nullable(),
  video: videoSchema.nullable(),
  pinned: galleryPinSchema.nullable(),
  prizes: z.array(z.string()),
  /** The judges' notes, only when the team chose to show them and the edition has released them. */
  feedback: z.string().nullable(),
  edition: z.object({ slug: z.string(), name: z.string(), state: z.enum(['draft', 'current', 'archived']) }),
  /** False: the gallery is not published (only admins get an answer then). */
  published: z.boolean(),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;

export const projectIdParamsSchema = z.object({ id: idParamField });

// ---- the team's form -------------------------------------------------------------------------------

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** A YouTube or Vimeo link as a video card, or null when it is neither. */
export function videoOf(raw: string | null | undefined): Video | null {
  if (!raw) return null;
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = u.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const parts = u.pathname.split('/').filter(Boolean);
    if (parts[0] === 'watch') id = u.searchParams.get('v');
    else if (['shorts', 'embed', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1] ?? null;
  }
  if (id && YOUTUBE_ID.test(id))
    return { provider: 'youtube', url: u.toString(), embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vid = u.pathname
      .split('/')
      .filter(Boolean)
      .find((p) => /^\d{4,12}$/.test(p));
    if (vid) return { provider: 'vimeo', url: u.toString(), embedUrl: `https://player.vimeo.com/video/${vid}` };
  }
  return null;
}

export const projectPageFormSchema = z.object({
  story: z.string().max(STORY_MAX, GALLERY_MESSAGES.story),
  /** '' for none. */
  videoUrl: z
    .string()
    .trim()
    .max(500, GALLERY_MESSAGES.video)
    .refine((v) => v === '' || videoOf(v) !== null, GALLERY_MESSAGES.video),
  showFeedback: z.boolean(),
  galleryOptOut: z.boolean(),
});
export type ProjectPageForm = z.infer<typeof projectPageFormSchema>;

/** GET/PUT /api/submissions/{id}/project-page: what the team wrote, and whether it may still change. */
export const projectPageSettingsSchema = projectPageFormSchema.extend({
  storyHtml: z.string(),
  /** Null while edits are open; otherwise why not (archived, or the gallery closed for edits). */
  closedMessage: z.string().nullable(),
  editsCloseAt: z.string().nullable(),
});
export type ProjectPageSettings = z.infer<typeof projectPageSettingsSchema>;

export const storyPreviewSchema = z.object({ story: z.string().max(STORY_MAX, GALLERY_MESSAGES.story) });
export const storyPreviewResponseSchema = z.object({ html: z.string() });
