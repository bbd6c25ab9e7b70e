// The log an operator reads (and ships to a log service) holds no password, hash, token or email: the
// lines of a failing query that carried them, of sign-ins, and of a URL with a credential in it.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hashPassword } from './crypto';
import { createTestApp, type TestApp } from '../test/helpers';
import { redactUrl, scrubText, serializeError } from './log-redaction';

let lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const log = () => lines.join('\n');

const SECRET_EMAIL = 'grace.hopper@example.com';
const SECRET_PASSWORD = 'Compiler-1952-secret';
let hash = '';
let t: TestApp;

beforeAll(async () => {
  hash = await hashPassword(SECRET_PASSWORD);
  t = await createTestApp(
    { seedDemo: true, logLevel: 'info' },
    (app) => {
      // A query that fails with a hash and an email among its parameters (a division by zero: an
      // internal error, 500; bad values such as a NUL byte now answer 400 and are tested elsewhere).
      app.get('/api/_test/failing-query', async () => {
        await app.db.execute(
          sql`select ${SECRET_EMAIL}::text as e, ${hash}::text as h, 1 / (0 * length(${SECRET_EMAIL}))`,
        );
        return { ok: true };
      });
    },
    { logStream: sink },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lines = [];
});

function expectNoSecrets() {
  const text = log();
  expect(text).not.toContain(SECRET_EMAIL);
  expect(text).not.toContain(SECRET_PASSWORD);
  expect(text).not.toContain(hash);
  expect(text).not.toMatch(/\$argon2/);
}

describe('log redaction', () => {
  it('logs a failing query without its parameters, the hash or the email', async () => {
    const res = await t.app.inject({ url: '/api/_test/failing-query' });
    expect(res.statusCode).toBe(500);
    // The failure is still logged with what an operator needs: the request id and the SQL text.
    const line = lines.find((l) => l.includes('request failed'));
    expect(line).toBeDefined();
    expect(line).toContain(res.headers['x-request-id']);
    expect(line).toContain('select $1::text');
    expectNoSecrets();
  });

  it('logs a sign-in, successful or not, without the email or the password', async () => {
    for (const password of [SECRET_PASSWORD, 'team12345']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'team@example.com', password },
      });
    }
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: SECRET_EMAIL, password: 'x' } });
    expect(lines.length).toBeGreaterThan(0);
    expectNoSecrets();
    expect(log()).not.toContain('team@example.com');
  });

  it('logs a registration that fails on bad input without the email or the password', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Grace\u0000', email: SECRET_EMAIL, password: SECRET_PASSWORD },
    });
    expectNoSecrets();
  });

  it('masks the invitation token in a logged URL', async () => {
    const token = 'inv-token-abcdef0123456789abcdef0123456789';
    await t.app.inject({ url: `/api/invitations/${token}` });
    expect(log()).toContain('/api/invitations/[redacted]');
    expect(log()).not.toContain(token);
  });
});

describe('redaction helpers', () => {
  it('masks secret query values and keeps the others', () => {
    expect(redactUrl('/api/auth/github/callback?code=abc&state=def&next=%2Fx')).toBe(
      '/api/auth/github/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&next=%2Fx',
    );
    expect(redactUrl('/api/event')).toBe('/api/event');
  });

  it("drops drizzle's parameter list from an error's message and stack, and PostgreSQL's detail", () => {
    const err = new Error(`Failed query: insert into users (email) values ($1)\nparams: ${SECRET_EMAIL},${hash}`);
    Object.assign(err, {
      params: [SECRET_EMAIL, hash],
      cause: Object.assign(new Error('duplicate key'), { detail: `Key (email)=(${SECRET_EMAIL}) already exists.` }),
    });
    const out = JSON.stringify(serializeError(err));
    expect(out).toContain('insert into users (email) values ($1)');
    expect(out).not.toContain(SECRET_EMAIL);
    expect(out).not.toContain('argon2');
  });

  it('masks bearer tokens, hashes and addresses in free text', () => {
    expect(scrubText(`Bearer abc.def to ${SECRET_EMAIL} ${hash}`)).toBe('Bearer [redacted] to [email] [hash]');
  });
});
