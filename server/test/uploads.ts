// Multipart uploads for the image tests (the edition's logo, the pages' images), as a browser's file input
// sends them. A 'note' field comes before the file, so the server is seen to take the part named `file`.
import type { FastifyInstance } from 'fastify';
import { bearer } from './helpers';

export const UPLOAD_BOUNDARY = '----test-boundary-7MA4YWxkTrZu0gW';

export function multipartBody(
  file: Buffer,
  filename: string,
  field = 'file',
  type = 'application/octet-stream',
): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n` +
        `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${UPLOAD_BOUNDARY}--\r\n`),
  ]);
}

/** POSTs `file` to an upload route with `token`'s session; `field` names the part (the routes read `file`). */
export function postFile(
  app: FastifyInstance,
  url: string,
  token: string,
  file: Buffer,
  filename: string,
  field?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
    payload: multipartBody(file, filename, field),
  });
}
