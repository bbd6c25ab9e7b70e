// bench/pins.ts's git host, in a process of its own so that serving 1,500 `git ls-remote`s (a CGI process
// each) takes neither the server's nor the load generator's time: the loopback `git http-backend` of the
// pin tests (server/test/git-http.ts) with the repositories named in GIT_REPOS (comma-separated), each a
// copy of one with a single commit. Says {host, head} over IPC when ready; answers 'count' with the
// requests served so far.
import { startGitServer } from '../server/test/git-http';

const names = (process.env.GIT_REPOS ?? '').split(',').filter(Boolean);
const git = await startGitServer();
const head = git.create('template');
for (const name of names) git.copy('template', name);
process.on('message', (m) => {
  if (m === 'count') process.send!({ requests: git.requests });
  if (m === 'stop') void git.close().then(() => process.exit(0));
});
process.send!({ host: git.host, head });
