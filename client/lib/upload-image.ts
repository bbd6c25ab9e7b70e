// An image upload (the edition's logo, a sponsor's logo): multipart, the image in field `file`; answers the
// address the server stored it at (/api/images/{hash}.{ext}). The server checks the bytes and the size.
import { imageUploadedSchema } from '@shared/schemas/event-patch';
import { ApiError, buildHeaders } from '@/lib/api';

export async function uploadImage(url: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  // The browser writes the multipart content type with its boundary: no JSON content type here.
  const res = await fetch(url, { method: 'POST', headers: buildHeaders(false), body: form, credentials: 'include' });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (!res.ok) {
    const error = (body as { error?: string } | null)?.error ?? (res.statusText || 'Upload failed');
    throw new ApiError(res.status, `${res.status}: ${text}`, { error });
  }
  return imageUploadedSchema.parse(body).url;
}
