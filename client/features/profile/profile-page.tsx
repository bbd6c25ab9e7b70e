// /profile (spec §2 'Profile settings'): name, email, username; change password; the team, its latest
// submission and its feedback.
import type { ReactNode } from 'react';
import { usePageMeta } from '@/lib/use-page-meta';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountCard } from './account-card';
import { EditionsCard } from './editions-card';
import { PasswordCard } from './password-card';
import { TeamCard } from './team-card';
import { useProfile } from './use-profile';

export default function ProfilePage() {
  usePageMeta('Profile Settings', 'Your account details, password, team and latest submission feedback.');
  const profile = useProfile();

  let body: ReactNode;
  if (profile.isLoading) {
    body = (
      <div className="grid gap-6 lg:grid-cols-2" aria-busy="true" aria-label="Loading your profile">
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
    );
  } else if (profile.isError || !profile.data) {
    body = (
      <QueryErrorAlert
        title="Your profile could not be loaded"
        description="Please check your connection and try again."
        onRetry={profile.refetch}
        retrying={profile.isFetching}
      />
    );
  } else {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <AccountCard profile={profile.data} />
          <PasswordCard hasPassword={profile.data.hasPassword} />
        </div>
        <div className="grid gap-6">
          <TeamCard profile={profile.data} />
          {profile.data.history ? <EditionsCard history={profile.data.history} /> : null}
        </div>
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Profile Settings</h1>
      {body}
    </section>
  );
}
