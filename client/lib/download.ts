// Saving a file the server makes (the CSV reports and exports): fetched through apiFetch, so the bearer
// token travels too (a plain link would carry only the cookie), then saved under the server's file name.
import { apiFetch } from './api';

/** The file name of a `Content-Disposition: attachment; filename="x.csv"` header, else the fallback. */
export function fileNameFrom(contentDisposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? fallback;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked a moment later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GETs `url` and saves the answer; resolves to the name it was saved under. Throws an ApiError on failure. */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const res = await apiFetch('GET', url);
  const name = fileNameFrom(res.headers.get('content-disposition'), fallbackName);
  saveBlob(await res.blob(), name);
  return name;
}
