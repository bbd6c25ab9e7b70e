// Which delivery failures are worth retrying. Only the SMTP server's permanent refusal of this email
// (a 5xx reply to its sender, recipients or content) fails it for good; everything else — no connection,
// a reset, a timeout, a 4xx "try later", a greeting refused, a login refused — is about the server or our
// configuration, which comes back or gets fixed, and the email should go out then without anyone's help.

export interface DeliveryFailure {
  permanent: boolean;
  /** What the Outbox shows: the server's reply when there is one. */
  message: string;
}

interface NodemailerError {
  message?: string;
  code?: string;
  responseCode?: number;
}

/** nodemailer's codes for a reply to MAIL FROM / RCPT TO (envelope) and to the message (DATA). */
const REFUSALS_OF_THIS_EMAIL = new Set(['EENVELOPE', 'EMESSAGE']);

export function classifyFailure(err: unknown): DeliveryFailure {
  const e = (typeof err === 'object' && err ? err : {}) as NodemailerError;
  const message = (e.message ?? String(err)).slice(0, 500);
  const status = e.responseCode;
  const permanent =
    typeof status === 'number' && status >= 500 && status < 600 && REFUSALS_OF_THIS_EMAIL.has(e.code ?? '');
  return { permanent, message };
}
