/** The only account of the first-run server (playwright.config.ts starts it; first-run.spec.ts signs in). */
export const FIRST_RUN_ADMIN = { email: 'organizer@example.org', password: 'first-run-pass-2027' };
