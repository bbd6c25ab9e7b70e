/**
 * The first element of every admin query key of every feature (['admin', 'teams', …]): the admin's one
 * invalidation after a change (admin-mutation.ts) reaches them all, and a sign-out clears them.
 */
export const ADMIN_QUERY_ROOT = ['admin'] as const;
