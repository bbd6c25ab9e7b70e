// The admin's Event area (issue "Organizers make the event theirs").
export { EventTab } from './event-tab';
