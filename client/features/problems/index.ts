// What other features use from problems: the challenge queries (home tabs, submission form, dropdowns).
export { problemQueries } from './queries';
