// Uploaded images (edition logos, sponsor logos): stored in the database by the sha256 of their bytes and
// served at /api/images/{hash}.{ext} with a year-long immutable cache, since a changed image gets a new
// address. The type is read from the bytes, never from the file's name; an SVG is rebuilt inert first
// (svg-sanitize.ts), and the hash is of what is stored, so the address names exactly what is served.
// Images nothing refers to any more (a replaced logo, a sponsor taken off the page) are removed a week
// after their last upload, at the next upload: storage follows what the editions use.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@shared/schemas/event-patch';
import type { Db, Tx } from '../../../db/client';
import { images } from '../../../db/schema';
import { AppError, badRequest } from '../../../lib/errors';
import { sanitizeSvg } from './svg-sanitize';

export const IMAGE_TYPES = {
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
export type ImageExt = keyof typeof IMAGE_TYPES;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes are (PNG, WebP or SVG), or null for anything else. */
export function sniffImage(bytes: Buffer): ImageExt | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  // An SVG is text whose first element is <svg (after a declaration, comments, whitespace).
  const head = bytes
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const body = head.replace(
    /^\s*(<\?xml[\s\S]*?\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>)\s*)*/i,
    '',
  );
  if (/^<svg[\s>]/.test(body)) return 'svg';
  return null;
}

/** The address an image is served at. */
export const imageUrl = (hash: string, ext: ImageExt) => `/api/images/${hash}.${ext}`;

/**
 * Stores an image (PNG, WebP or SVG of at most 256 KB; an SVG made inert) and answers its address. The
 * same bytes uploaded twice are stored once. Exported for the pages editor's sponsor logos too.
 */
export async function uploadImage(db: Db, bytes: Buffer, eventId: number | null): Promise<{ url: string }> {
  if (bytes.length === 0) throw badRequest(IMAGE_MESSAGES.missing, { file: IMAGE_MESSAGES.missing });
  if (bytes.length > IMAGE_MAX_BYTES)
    throw new AppError(413, IMAGE_MESSAGES.tooLarge, { file: IMAGE_MESSAGES.tooLarge });
  const ext = sniffImage(bytes);
  if (!ext) throw badRequest(IMAGE_MESSAGES.type, { file: IMAGE_MESSAGES.type });
  let stored = bytes;
  if (ext === 'svg') {
    const clean = sanitizeSvg(bytes.toString('utf8'));
    if (clean === null) throw badRequest(IMAGE_MESSAGES.svgUnsafe, { file: IMAGE_MESSAGES.svgUnsafe });
    stored = Buffer.from(clean, 'utf8');
  }
  const hash = createHash('sha256').update(stored).digest('hex');
  // The same bytes again are stored once; the upload's time is renewed, so the sweep below cannot take
  // an old unused copy away just as an organizer uploads it anew.
  await db
    .insert(images)
    .values({ hash, contentType: IMAGE_TYPES[ext], bytes: stored, eventId })
    .onConflictDoUpdate({ target: images.hash, set: { createdAt: sql`now()` } });
  await removeUnusedImages(db);
  return { url: imageUrl(hash, ext) };
}

/**
 * How long an image nothing refers to is kept after its upload: an editor may upload a sponsor's logo
 * and save the page later (or keep an unsaved page open across a weekend, DESIGN D14's "nothing lost").
 */
export const UNUSED_IMAGE_DAYS = 7;

/**
 * Removes the images uploaded over UNUSED_IMAGE_DAYS ago that no edition (its logo, its prizes), page
 * document (sponsor logos, Markdown images and the HTML rendered from them) or challenge of any edition
 * names. An address is named by its hash, so a text search of each row finds it wherever in the row it
 * sits. The audit log's before/after copies do not keep an image.
 */
export async function removeUnusedImages(db: Db): Promise<void> {
  await db.execute(
    sql`delete from images i
      where i.created_at < now() - make_interval(days => ${UNUSED_IMAGE_DAYS})
        and not exists (select 1 from events e where strpos(to_jsonb(e)::text, i.hash) > 0)
        and not exists (select 1 from event_pages p where strpos(p.document::text, i.hash) > 0)
        and not exists (select 1 from problems p where strpos(to_jsonb(p)::text, i.hash) > 0)`,
  );
}

/** A stored image by its hash, when its extension matches its type; null otherwise. */
export async function findImage(db: Tx, hash: string, ext: ImageExt) {
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(eq(images.hash, hash));
  return row && row.contentType === IMAGE_TYPES[ext] ? row : null;
}

/** True when `url` is the address of an image stored here (an imported document's logo may not be). */
export async function imageExists(db: Tx, url: string | null): Promise<boolean> {
  const m = url ? /^\/api\/images\/([0-9a-f]{64})\.(png|svg|webp)$/.exec(url) : null;
  if (!m) return false;
  return (await findImage(db, m[1]!, m[2] as ImageExt)) !== null;
}
