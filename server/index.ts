// The process: configuration, the app, listen, and a graceful shutdown on SIGTERM/SIGINT.
import { loadConfig } from './config';
import { buildApp } from './app';
import { DirectoryLockedError } from './db/lock';
import { DEMO_ACCOUNTS } from './db/seed-accounts';
import { adminExists } from './db/admin-check';

async function main() {
  const config = loadConfig();
  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof DirectoryLockedError) {
      console.error(`\n${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  if (!config.seedDemo && !(await adminExists(app.db))) {
    app.log.fatal(
      'No admin account exists. Set ADMIN_EMAIL and ADMIN_PASSWORD (8+ characters) to create one at start.',
    );
    await app.close();
    process.exit(3);
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  Hackathon platform ready: http://localhost:${port}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    `  API docs: http://localhost:${port}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push('  Demo accounts:');
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.kind.padEnd(5)}  ${a.email} / ${a.password}`);
  }
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Nothing should take this long: requests are short and the mail worker aborts its sends.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
