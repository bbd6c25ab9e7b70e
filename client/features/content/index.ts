// What other features use from content: the support hours panel (the Support page is the messages
// feature's) and the admin's Pages tab.
export { SupportHours } from './support-hours';
