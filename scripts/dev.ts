// Development: the API server restarts on change (node --watch) and Vite serves the client with hot
// reload on http://localhost:5173, proxying /api and /ws to the server.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, CLIENT_DIST: process.env.CLIENT_DIST ?? './dist/client' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
