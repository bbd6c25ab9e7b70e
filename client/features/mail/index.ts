// What other features use from mail (all of it the admin's): the Outbox tab, the mail banner, the Send
// Email dialog, and the mail note (what an admin action's email means while mail is not going out).
export { mailQueries } from './queries';
export { mailNote } from './mail-note';
export { MailBanner } from './mail-banner';
export { OutboxTab } from './outbox-tab';
export { SendEmailDialog } from './send-email-dialog';
