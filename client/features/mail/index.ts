// What other features use from mail (all of it the admin's): the Outbox tab, the mail banner, the Send
// Email dialog. (What an admin action's email means while mail is not going out: lib/mail-health.ts.)
export { mailQueries } from './queries';
export { MailBanner } from './mail-banner';
export { OutboxTab } from './outbox-tab';
export { SendEmailDialog } from './send-email-dialog';
