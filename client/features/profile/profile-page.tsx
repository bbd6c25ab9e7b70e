// /profile (spec §2 'Profile settings'): name, email, username; change password; the team, its latest
// submission and its feedback; the person's data (export, consents) and the deletion of their account.
import { useQuery } from '@tanstack/react-query';
import { DeleteAccountCard, YourDataCard } from '@/features/privacy';
import { usePageMeta } from '@/lib/use-page-meta';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountCard } from './account-card';
import { EditionsCard } from './editions-card';
import { PasswordCard } from './password-card';
import { profileQueries } from './queries';
import { TeamCard } from './team-card';

export default function ProfilePage() {
  usePageMeta('Profile Settings', 'Your account details, password, team and latest submission feedback.');
  const profile = useQuery(profileQueries.current());

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Profile Settings</h1>
      <QueryView
        query={profile}
        loading={
          <div className="grid gap-6 lg:grid-cols-2" role="status" aria-busy="true" aria-label="Loading your profile">
            <Skeleton className="h-80" />
            <Skeleton className="h-80" />
          </div>
        }
        error={{
          title: 'Your profile could not be loaded',
          description: 'Please check your connection and try again.',
        }}
      >
        {(data) => (
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <div className="grid gap-6">
              <AccountCard profile={data} />
              <PasswordCard hasPassword={data.hasPassword} />
              <YourDataCard />
            </div>
            <div className="grid gap-6">
              <TeamCard profile={data} />
              {data.history?.length ? <EditionsCard history={data.history} /> : null}
              <DeleteAccountCard />
            </div>
          </div>
        )}
      </QueryView>
    </section>
  );
}
