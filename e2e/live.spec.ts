// Issue 6 in the browser: the /ws-test console (spec §2) connects, sends by button and by Enter,
// ignores whitespace, pings, clears, fans out to another tab, knows a signed-in user, and reconnects by
// itself after the server restarts.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fromDemoImage, serverArgs } from './server-command';

const uid = () => Math.random().toString(36).slice(2, 8);

function consoleOf(page: Page) {
  return {
    status: page.getByRole('status', { name: 'Connection status' }),
    log: page.getByRole('log', { name: 'Messages' }),
    input: page.getByLabel('Message', { exact: true }),
    send: page.getByRole('button', { name: 'Send', exact: true }),
    ping: page.getByRole('button', { name: 'Send Ping' }),
    clear: page.getByRole('button', { name: 'Clear Console' }),
    entry: (text: string | RegExp) =>
      page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text }),
  };
}

async function openConsole(page: Page, url = '/ws-test') {
  await page.goto(url);
  const c = consoleOf(page);
  await expect(c.status).toHaveText('Connected');
  return c;
}

test('connects, greets, sends by button and by Enter, ignores whitespace, pings and clears', async ({ page }) => {
  await page.goto('/ws-test');
  await expect(page).toHaveTitle(/Live Console/);
  const c = consoleOf(page);
  await expect(c.status).toHaveText('Connected');
  await expect(c.log).toHaveAttribute('aria-live', 'polite');
  const welcome = c.log.getByRole('listitem').first();
  await expect(welcome).toHaveAttribute('data-type', 'welcome');
  await expect(welcome).toContainText('Connected to the live channel');

  const tag = uid();
  await c.input.fill(`by button ${tag}`);
  await c.send.click();
  const byButton = c.entry(`by button ${tag}`);
  await expect(byButton).toHaveCount(1);
  await expect(byButton).toHaveAttribute('data-type', 'chat');
  await expect(byButton).toContainText('from User');
  await expect(byButton.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(c.input).toHaveValue('');

  await c.input.fill(`by enter ${tag}`);
  await c.input.press('Enter');
  await expect(c.entry(`by enter ${tag}`)).toHaveCount(1);
  await expect(c.entry(`by enter ${tag}`)).toHaveAttribute('data-type', 'chat');

  // Whitespace only: nothing is sent, by button or by Enter.
  const before = await c.log.getByRole('listitem').count();
  await c.input.fill('    ');
  await c.send.click();
  await c.input.press('Enter');
  await c.ping.click(); // a round trip: anything sent before it would have come back by now
  await expect(c.log.locator('li[data-type="pong"]')).toHaveCount(1);
  await expect(c.log.getByRole('listitem')).toHaveCount(before + 1);
  await expect(c.log.locator('li[data-type="chat"]')).toHaveCount(2);

  const pong = c.log.locator('li[data-type="pong"]');
  await expect(pong).toContainText('pong');

  await c.clear.click();
  await expect(c.log.getByRole('listitem')).toHaveCount(0);
  await expect(c.log).toContainText('No messages yet. Send a message to get started.');
});

test('a chat message reaches another open console', async ({ browser }) => {
  const [a, b] = await Promise.all([browser.newPage(), browser.newPage()]);
  try {
    const [ca, cb] = await Promise.all([openConsole(a), openConsole(b)]);
    const text = `across tabs ${uid()}`;
    await ca.input.fill(text);
    await ca.input.press('Enter');
    await expect(cb.entry(text)).toHaveCount(1);
    await expect(ca.entry(text)).toHaveCount(1);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});

test('a signed-in user chats under their own name', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('team@example.com');
  await page.getByLabel('Password', { exact: true }).fill('team12345');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/team-dashboard$/);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { name: string };

  const c = await openConsole(page);
  await expect(page.getByText(`your messages are sent as ${me.name}`)).toBeVisible();
  const text = `signed in ${uid()}`;
  await c.input.fill(text);
  await c.send.click();
  await expect(c.entry(text)).toContainText(`from ${me.name}`);
});

// ----- restart: a server process of this test's own -----

const restartPort = Number(process.env.E2E_LIVE_PORT ?? 4362);
const restartBase = `http://localhost:${restartPort}`;

function startServer(dataDir: string): ChildProcess {
  // The suite's own server command, on a copy of its demo image: the restart is what is under test, not
  // a first start's initdb, migrations and seed (this test took a minute, most of it those).
  fromDemoImage(dataDir);
  const child = spawn(process.execPath, serverArgs, {
    env: {
      ...process.env,
      PORT: String(restartPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: restartBase,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[live restart server] ${d}`));
  return child;
}

async function waitHealthy(timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${restartBase}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${restartBase} did not start`);
}

function stopServer(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

test('reconnects by itself after the server restarts', async ({ page }) => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-live-'));
  let server = startServer(dataDir);
  try {
    await waitHealthy();
    const c = await openConsole(page, `${restartBase}/ws-test`);
    await expect(c.send).toBeEnabled();

    expect(await stopServer(server)).toBe(0);
    await expect(c.status).toHaveText('Disconnected');
    await expect(c.send).toBeDisabled();
    await expect(c.ping).toBeDisabled();
    await expect(page.getByText(/Reconnecting in 5 seconds|Retrying every 5 seconds/)).toBeVisible();
    // The retries fail while the server is down: the badge shows the error.
    await expect(c.status).toHaveText('Error', { timeout: 10_000 });

    server = startServer(dataDir);
    await waitHealthy();
    await expect(c.status).toHaveText('Connected', { timeout: 15_000 });
    await expect(c.log.locator('li[data-type="welcome"]')).toHaveCount(2);
    const text = `after restart ${uid()}`;
    await c.input.fill(text);
    await c.input.press('Enter');
    await expect(c.entry(text)).toHaveCount(1);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
