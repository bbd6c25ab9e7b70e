// A small multipart/form-data reader (RFC 7578) for the one upload the API takes (an image of at most
// 256 KB): the body arrives whole as a Buffer (the route's bodyLimit bounds it), so the parts are found by
// their boundary without streaming, and no dependency is needed for it.

export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

/** The boundary of a `multipart/form-data; boundary=...` content type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function headerParam(header: string, param: string): string | null {
  const m = new RegExp(`;\\s*${param}="([^"]*)"|;\\s*${param}=([^;\\s]+)`, 'i').exec(header);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

/** Every part of a multipart body; null when the body is not well-formed for this boundary. */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let pos = body.indexOf(delimiter);
  if (pos < 0) return null;
  for (;;) {
    pos += delimiter.length;
    // "--" after a delimiter ends the body.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts;
    if (body[pos] !== 0x0d || body[pos + 1] !== 0x0a) return null;
    pos += 2;
    const headersEnd = body.indexOf('\r\n\r\n', pos);
    if (headersEnd < 0) return null;
    const headers = body.subarray(pos, headersEnd).toString('latin1').split('\r\n');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd + 4);
    if (next < 0) return null;
    const disposition = headers.find((h) => /^content-disposition:/i.test(h));
    const type = headers.find((h) => /^content-type:/i.test(h));
    const name = disposition ? headerParam(disposition, 'name') : null;
    if (name === null) return null;
    parts.push({
      name,
      filename: disposition ? headerParam(disposition, 'filename') : null,
      contentType: type ? type.slice(type.indexOf(':') + 1).trim() : null,
      data: body.subarray(headersEnd + 4, next),
    });
    pos = next + 2;
  }
}
