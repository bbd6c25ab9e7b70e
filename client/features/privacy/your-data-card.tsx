// "Your data" on /profile (issue 35, GDPR art. 15): the export as a JSON file, the same document as a
// readable (printable) page, and the consents on record.
import { useState } from 'react';
import { Download, FileText, LoaderCircle } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/use-toast';
import { ConsentList } from './consent-list';

/** The download's name: the day it was made, so two downloads do not overwrite each other's meaning. */
export const exportFileName = (who = 'my-data') => `${who}-${new Date().toISOString().slice(0, 10)}.json`;

/** Saves an export (own or on someone's behalf) as a JSON file; tells the person if it failed. */
export function useExportDownload(url: string, fileName: string) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const name = await downloadFile(url, fileName);
      toast({ title: 'Download started', description: `Saved as ${name}.` });
    } catch (err) {
      toast({
        title: 'Error',
        description: apiErrorMessage(err, 'The export could not be made'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}

export function YourDataCard() {
  const download = useExportDownload('/api/me/export', exportFileName());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Everything this platform holds about you, across every edition: your account, teams, projects, messages,
          find-a-team profile, judging, votes, consents and recent sign-ins.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void download.start()} disabled={download.busy}>
            {download.busy ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            Download my data
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.profileData}>
              <FileText aria-hidden="true" /> View as a page
            </Link>
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          The download is a JSON file (machine-readable, to take elsewhere); the page shows the same, to read or print.
        </p>
        <ConsentList />
      </CardContent>
    </Card>
  );
}
