// The mail feature's public surface: the outbox every feature writes to in its transaction, the email
// layout and shared texts, the worker and its after-commit kick (kick.ts). Not the admin Outbox routes:
// ../index.ts takes those from routes.ts.
export { enqueueEmail, type OutgoingEmail } from './service/outbox';
export { composeEmail } from './service/layout';
export {
  eventFacts,
  factsOf,
  signatureOf,
  type EventFacts,
  type Recipient,
  type Signature,
} from './service/event-facts';
export { adminMessageEmail } from './service/admin-message';
export { MailWorker } from './service/worker';
export { registerMailKick } from './service/kick';
