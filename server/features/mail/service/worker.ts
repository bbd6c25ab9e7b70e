// Delivers queued outbox rows through SMTP: claim a batch (a short committed statement), send each
// email with no transaction open, record each result (delivery-store.ts). Every SMTP conversation has
// time limits (connection, greeting, inactivity, and a deadline for the whole send), and stop() aborts the
// sends in flight and hands their emails back to the queue, so a stalled server delays neither the API
// nor a shutdown.
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTimings } from '../../../config';
import type { Db } from '../../../db/client';
import { claimDue, recordFailure, recordSent, releaseClaim, type ClaimedEmail } from './delivery-store';
import { retriedLongEnough, retryDelayMs } from './retry-policy';
import { classifyFailure } from './smtp-errors';
import type { EmailDelivery } from '@shared/email-delivery';
import { readEmailDelivery } from './health';
import { UnsentLog } from './unsent-log';

/** A duration as the Outbox shows it in a reason ("24 h", "15 min", "30 s", "300 ms"). */
function span(ms: number): string {
  if (ms >= 3600_000) return `${Math.round(ms / 3600_000)} h`;
  if (ms >= 60_000) return `${Math.round(ms / 60_000)} min`;
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

export interface MailWorkerOptions extends MailTimings {
  smtpUrl?: string;
  from: string;
}

export class MailWorker {
  private transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;
  /** Aborted by stop(): every send in flight ends at once. */
  private shutdown = new AbortController();

  constructor(
    private db: Db,
    private opts: MailWorkerOptions,
    private log: FastifyBaseLogger,
  ) {
    this.unsent = new UnsentLog(db, log);
    if (opts.smtpUrl)
      // Options given in SMTP_URL's query string take precedence over these (nodemailer's rule).
      this.transport = nodemailer.createTransport({
        url: opts.smtpUrl,
        connectionTimeout: opts.connectionTimeoutMs,
        greetingTimeout: opts.greetingTimeoutMs,
        socketTimeout: opts.socketTimeoutMs,
      });
  }

  private unsent: UnsentLog;

  /** SMTP_URL is set: queued mail is being sent. */
  get enabled() {
    return !!this.transport;
  }

  /** What happens to an email queued now: every answer of an action that emails says it (`emailDelivery`). */
  delivery(): Promise<EmailDelivery> {
    return readEmailDelivery(this.db, this.enabled);
  }

  start() {
    if (!this.transport) {
      this.unsent.start();
      this.log.info(
        'SMTP_URL is not set: emails stay in the outbox (see the admin Outbox); each one is logged with its recipient and subject',
      );
      return;
    }
    this.stopped = false;
    this.shutdown = new AbortController();
    this.schedule(0);
  }

  /** Ask for an immediate pass (after enqueueing), without waiting for the next poll. */
  kick() {
    if (this.transport) {
      if (!this.stopped) this.schedule(0);
    } else void this.logUnsent();
  }

  /** Without SMTP: logs each newly queued email once (see UnsentLog). */
  logUnsent(): Promise<void> {
    return this.unsent.pass();
  }

  /** Stops polling, aborts the sends in flight (their emails go back to the queue) and waits for that. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.shutdown.abort(new Error('The server is shutting down'));
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

  /** Sends every due email; returns how many were attempted. */
  async drain(): Promise<number> {
    let total = 0;
    while (this.transport && !this.stopped) {
      const batch = await claimDue(this.db, this.opts.batchSize, this.opts.leaseMs);
      if (batch.length === 0) break;
      // Side by side: the lease covers one send's deadline, not a queue of them.
      await Promise.all(batch.map((email) => this.deliver(this.transport!, email)));
      total += batch.length;
    }
    return total;
  }

  private async deliver(transport: Transporter, email: ClaimedEmail): Promise<void> {
    const deadline = AbortSignal.timeout(this.opts.sendTimeoutMs);
    const message: SendMailOptions & { signal: AbortSignal } = {
      from: this.opts.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? undefined,
      signal: AbortSignal.any([this.shutdown.signal, deadline]),
    };
    let error: unknown;
    try {
      await transport.sendMail(message);
    } catch (err) {
      error = err;
    }
    try {
      if (error === undefined) {
        if (!(await recordSent(this.db, email)))
          this.log.warn({ emailId: email.id }, 'email sent after its lease ended; it may go out twice');
        return;
      }
      if (this.shutdown.signal.aborted) {
        await releaseClaim(this.db, email);
        this.log.info({ emailId: email.id }, 'email send abandoned at shutdown; it stays queued');
        return;
      }
      const failure = deadline.aborted
        ? { permanent: false, message: `No answer from the SMTP server within ${this.opts.sendTimeoutMs / 1000} s` }
        : classifyFailure(error);
      const givenUp = !failure.permanent && retriedLongEnough(email.attempts, this.opts);
      const retryInMs = failure.permanent || givenUp ? null : retryDelayMs(email.attempts, this.opts);
      const reason = givenUp
        ? `Given up after ${span(this.opts.retryForMs)} of retries: ${failure.message}`
        : failure.message;
      await recordFailure(this.db, email, reason, retryInMs);
      this.log.warn(
        { emailId: email.id, attempt: email.attempts, permanent: failure.permanent, retryInMs, err: failure.message },
        'email delivery failed',
      );
    } catch (err) {
      // The database is away (or closing): the lease lapses and the email is tried again.
      this.log.error({ err, emailId: email.id }, 'could not record an email delivery result');
    }
  }
}
