// What other features use from profile: its queries (a new submission refreshes the profile).
export { profileQueries } from './queries';
