// Delivers queued outbox rows through SMTP. Rows are claimed with FOR UPDATE SKIP LOCKED so several
// instances on one PostgreSQL never send the same mail twice.
import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';

export interface MailWorkerOptions {
  smtpUrl?: string;
  from: string;
  pollMs: number;
  maxAttempts: number;
  backoffBaseMs: number;
}

interface Row {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

export class MailWorker {
  private transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    private db: Db,
    private opts: MailWorkerOptions,
    private log: FastifyBaseLogger,
  ) {
    if (opts.smtpUrl) this.transport = nodemailer.createTransport(opts.smtpUrl);
  }

  get enabled() {
    return !!this.transport;
  }

  start() {
    if (!this.transport) {
      this.log.info('SMTP_URL is not set: emails stay in the outbox (see the admin Outbox) and are logged');
      return;
    }
    this.stopped = false;
    this.schedule(0);
  }

  /** Ask for an immediate pass (after enqueueing), without waiting for the next poll. */
  kick() {
    if (this.transport && !this.stopped) this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport?.close();
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running) return this.schedule(this.opts.pollMs);
      this.running = this.drain()
        .catch((err) => this.log.error({ err }, 'mail worker pass failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.opts.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** Sends every due row; returns how many were attempted. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.passOnce();
      total += n;
      if (n === 0 || this.stopped) return total;
    }
  }

  private async passOnce(): Promise<number> {
    if (!this.transport) return 0;
    const transport = this.transport;
    return this.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`
        select id, "to", subject, text, html, attempts from outbox_emails
        where status = 'queued' and next_attempt_at <= now()
        order by id limit 10 for update skip locked`)) as unknown as { rows: Row[] };
      for (const row of rows) {
        try {
          await transport.sendMail({
            from: this.opts.from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html ?? undefined,
          });
          await tx.execute(
            sql`update outbox_emails set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null where id = ${row.id}`,
          );
        } catch (err) {
          const attempts = row.attempts + 1;
          const message = err instanceof Error ? err.message : String(err);
          const failed = attempts >= this.opts.maxAttempts;
          // Exponential backoff: base, 2×base, 4×base...
          const delayMs = this.opts.backoffBaseMs * 2 ** (attempts - 1);
          await tx.execute(sql`update outbox_emails set attempts = ${attempts}, last_error = ${message.slice(0, 500)},
            status = ${failed ? 'failed' : 'queued'}, next_attempt_at = now() + (${delayMs} * interval '1 millisecond')
            where id = ${row.id}`);
          this.log.warn({ emailId: row.id, attempts, failed, err: message }, 'email delivery failed');
        }
      }
      return rows.length;
    });
  }
}
