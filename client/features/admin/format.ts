// How the admin area writes dates, counts and the time remaining.
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const numberFormat = new Intl.NumberFormat('en-US');

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
export const formatCount = (n: number) => numberFormat.format(n);

/** '12 Days', '1 Day', '5h 20m', '14m', or 'Closed' once the deadline has passed. */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return 'Closed';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / (24 * 60));
  if (days >= 1) return `${days} ${days === 1 ? 'Day' : 'Days'}`;
  const hours = Math.floor(minutes / 60);
  return hours >= 1 ? `${hours}h ${minutes % 60}m` : `${Math.max(minutes, 1)}m`;
}

export const challengeLabel = (title: string | null) => title ?? 'Other / Not decided yet';

/** 'login.create' → 'Login create'; audit actions read as sentences in the history lists. */
const ACTION_LABELS: Record<string, string> = {
  'team.approve': 'Approved',
  'team.reject': 'Rejected',
  'team.credentials': 'Credentials generated',
  'team.contact': 'Team emailed',
  'submission.evaluate': 'Submission evaluated',
  'user.email': 'Emailed',
  'user.reset_password': 'Password reset',
};
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action.replace(/[._]/g, ' ');
