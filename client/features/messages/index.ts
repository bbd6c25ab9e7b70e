// What other features use from messages: the admin's Inbox tab.
export { InboxTab } from './admin/inbox-tab';
