// Process configuration, parsed once from the environment (README lists every variable).
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: bool.optional(),
  SEED_SHOWCASE: bool.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  PUBLIC_URL: z.string().url().optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Hackathon <no-reply@hackathon.local>'),
  ORGANIZER_EMAIL: z.email().default('organizers@hackathon.local'),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  DISCORD_URL: z.string().url().optional(),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(14),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().positive().default(500),
  REGISTRATIONS_PER_IP: z.coerce.number().int().positive().default(300),
  LIVE_MAX_SOCKETS_PER_IP: z.coerce.number().int().positive().default(500),
  /** Find a team: join requests and invitations one person may send per hour. */
  FIND_TEAM_REQUESTS_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** People's Choice: ballot writes one client address may make per hour (a venue's NAT votes too). */
  BALLOTS_PER_IP: z.coerce.number().int().positive().default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIST: z.string().default('./dist/client'),
  /** Test servers only: POST /api/test/clock moves the server's clock (refused with NODE_ENV=production). */
  TEST_CLOCK: bool.optional(),
  /** Test servers only: loopback host:port list whose http repositories the pin job may read (refused in production). */
  PIN_ALLOWED_HOSTS: z.string().optional(),
});

/** PIN_ALLOWED_HOSTS entries: loopback `host[:port]`s only (a test's git server). */
const isLoopbackHost = (hostPort: string) => /^(127(?:\.\d{1,3}){3}|localhost|\[::1\])(:\d{1,5})?$/i.test(hostPort);

/** Every variable the server reads; server/config-docs.test.ts holds README.md and .env.example to it. */
export const envVariables = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PGlite directory, or ':memory:' for an in-memory database (tests). Ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  seedDemo: boolean;
  /**
   * The demo edition and its challenges without the demo's people (tests); implied by seedDemo. A
   * production start has neither: the first admin sets up the first edition (issue "Editions").
   */
  seedEdition: boolean;
  /** With the demo data, the showcase teams and messages (a live-looking /admin); never in tests. */
  seedShowcase: boolean;
  admin?: { email: string; password: string };
  publicUrl: string;
  allowedOrigins: string[];
  smtpUrl?: string;
  mailFrom: string;
  organizerEmail: string;
  github?: { clientId: string; clientSecret: string };
  discordUrl?: string;
  sessionTtlMs: number;
  /** Addresses and CIDRs of the reverse proxies whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  logLevel: string;
  clientDist: string;
  /** Outbox worker timings; tests shorten them. */
  mail: MailTimings;
  /**
   * Sign-in limits per window (DESIGN D12): password checks per account from devices that never signed
   * in to it, per device that has, and failed attempts per client address not followed by the same
   * account signing in from there (sized for a venue or campus NAT).
   */
  loginLimit: { perAccount: number; perDevice: number; perIp: number; windowMs: number };
  /** Account and team registrations per client address per window, each (sized for a venue NAT). */
  registrationLimit: { perIp: number; windowMs: number };
  findTeamRequestsPerHour: number;
  /** People's Choice ballot writes per client address and per voter device (decision 0003's counters). */
  ballotLimit: { perIp: number; perDevice: number; windowMs: number };
  live: LiveSettings;
  /** The repository pin job (issue 33): its schedule, its limits, and the hosts it may read. */
  pins: PinSettings;
  /** POST /api/test/clock exists (browser tests walk an edition through its calendar); never in production. */
  testClock: boolean;
}

/** The /ws channel's limits (server/live); tests shorten the check interval and the buffer. */
export interface LiveSettings {
  /** Open sockets per client address on one instance (a venue NAT puts hundreds behind one address). */
  maxSocketsPerIp: number;
  /** How often signed-in sockets are checked against their sessions (live/identity.ts). */
  identityCheckMs: number;
  /** A socket with more unsent data than this is dropped as too slow. */
  maxBufferedBytes: number;
  /** Sockets written per event-loop turn of a broadcast. */
  sliceSize: number;
}

export interface PinSettings {
  /** Test servers only (PIN_ALLOWED_HOSTS): loopback `host:port`s whose http URLs may be read. */
  allowedHosts: string[];
  /**
   * The pin worker runs (features/submissions/pins/worker.ts). Off in API tests, which drive drain()
   * themselves, and on test servers, whose made-up repositories are not to be looked up on github.com.
   */
  enabled: boolean;
  pollMs: number;
  /** Repositories read side by side (also the claimed batch). */
  concurrency: number;
  /** One read's deadline; the lease is longer. */
  timeoutMs: number;
  leaseMs: number;
  /** Transient failures: the first retry's delay, doubling up to the cap, for at most maxAttempts reads. */
  backoffBaseMs: number;
  backoffCapMs: number;
  maxAttempts: number;
  /** After the deadline's read, how often the head is compared again. */
  recheckMs: number;
}

/** The mail worker's schedule and its limits on one SMTP conversation (features/mail/service/worker.ts). */
export interface MailTimings {
  pollMs: number;
  /** Emails claimed (and sent side by side) per pass. */
  batchSize: number;
  /** Retry delay after a transient failure: base, doubling up to the cap... */
  backoffBaseMs: number;
  backoffCapMs: number;
  /** ...for at least this long, after which the email is marked failed. */
  retryForMs: number;
  /** nodemailer's connectionTimeout, greetingTimeout and socketTimeout (inactivity). */
  connectionTimeoutMs: number;
  greetingTimeoutMs: number;
  socketTimeoutMs: number;
  /** A send that takes longer, however lively the server, is aborted. */
  sendTimeoutMs: number;
  /** A claimed email's lease: longer than sendTimeoutMs, so no one else sends it while it is live. */
  leaseMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means 'not set' (shells and CI often export VAR=).
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  // A movable clock would let anyone reopen a closed submission window: a production server refuses it.
  if (e.TEST_CLOCK && e.NODE_ENV === 'production')
    throw new Error('Invalid environment:\n  TEST_CLOCK: a test clock is refused when NODE_ENV=production');
  const pinHosts =
    e.PIN_ALLOWED_HOSTS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  // Production reads GitHub only: another host would let a team make the server fetch any address.
  if (pinHosts.length && e.NODE_ENV === 'production')
    throw new Error(
      'Invalid environment:\n  PIN_ALLOWED_HOSTS: other repository hosts are refused when NODE_ENV=production',
    );
  const notLoopback = pinHosts.filter((h) => !isLoopbackHost(h));
  if (notLoopback.length)
    throw new Error(
      `Invalid environment:\n  PIN_ALLOWED_HOSTS: only loopback hosts (127.0.0.1:port, localhost:port, [::1]:port), not ${notLoopback.join(', ')}`,
    );
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    // Demo data is the embedded default (DESIGN D10); on PostgreSQL it must be asked for.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    seedEdition: e.SEED_DEMO ?? !e.DATABASE_URL,
    // The tests assert the demo set's counts; the showcase is for people looking at the demo.
    seedShowcase: e.SEED_SHOWCASE ?? e.NODE_ENV !== 'test',
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    publicUrl,
    allowedOrigins: [
      publicUrl,
      ...(e.ALLOWED_ORIGINS?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? []),
    ],
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    organizerEmail: e.ORGANIZER_EMAIL,
    github:
      e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
        ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET }
        : undefined,
    discordUrl: e.DISCORD_URL,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 3600 * 1000,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    clientDist: e.CLIENT_DIST,
    mail: {
      pollMs: 2000,
      batchSize: 5,
      backoffBaseMs: 30_000,
      backoffCapMs: 15 * 60_000,
      retryForMs: 24 * 3600_000,
      connectionTimeoutMs: 10_000,
      greetingTimeoutMs: 15_000,
      socketTimeoutMs: 30_000,
      sendTimeoutMs: 60_000,
      leaseMs: 120_000,
    },
    loginLimit: { perAccount: 10, perDevice: 10, perIp: e.LOGIN_FAILURES_PER_IP, windowMs: 15 * 60 * 1000 },
    registrationLimit: { perIp: e.REGISTRATIONS_PER_IP, windowMs: 60 * 60 * 1000 },
    live: {
      maxSocketsPerIp: e.LIVE_MAX_SOCKETS_PER_IP,
      identityCheckMs: 500,
      maxBufferedBytes: 1024 * 1024,
      sliceSize: 100,
    },
    findTeamRequestsPerHour: e.FIND_TEAM_REQUESTS_PER_HOUR,
    ballotLimit: { perIp: e.BALLOTS_PER_IP, perDevice: 30, windowMs: 60 * 60 * 1000 },
    testClock: e.TEST_CLOCK ?? false,
    pins: {
      allowedHosts: pinHosts,
      // Test servers (browser tests, the demo's made-up repositories) do not reach out to github.com.
      enabled: e.NODE_ENV !== 'test',
      pollMs: 5000,
      concurrency: 4,
      timeoutMs: 10_000,
      leaseMs: 60_000,
      backoffBaseMs: 60_000,
      backoffCapMs: 30 * 60_000,
      maxAttempts: 6,
      recheckMs: 24 * 3600_000,
    },
  };
}

/** A configuration for tests: in-memory PGlite, no SMTP, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' } as NodeJS.ProcessEnv),
    dataDir: ':memory:',
    // No built client unless a test gives one: the checkout's dist/client exists on a developer's machine
    // and not in CI (it is built after the API runs), and an app that finds it registers a route for each
    // of its files and starts a page-rendering thread: the same tests ran other code in the two places.
    clientDist: '/nonexistent/client',
    seedDemo: false,
    seedEdition: true,
    seedShowcase: false,
    publicUrl: 'http://localhost:3000',
    allowedOrigins: ['http://localhost:3000'],
    mail: {
      batchSize: 5,
      pollMs: 50,
      backoffBaseMs: 10,
      backoffCapMs: 200,
      retryForMs: 60_000,
      connectionTimeoutMs: 5000,
      greetingTimeoutMs: 5000,
      socketTimeoutMs: 5000,
      sendTimeoutMs: 10_000,
      leaseMs: 20_000,
    },
    pins: {
      allowedHosts: [],
      enabled: false,
      pollMs: 50,
      concurrency: 4,
      timeoutMs: 3000,
      leaseMs: 20_000,
      backoffBaseMs: 10,
      backoffCapMs: 200,
      maxAttempts: 3,
      recheckMs: 24 * 3600_000,
    },
    ...overrides,
  };
}
