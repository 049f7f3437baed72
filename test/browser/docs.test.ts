import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

describe('/docs in headless Chromium (issue 5, must-show 4)', () => {
  let dir: string;
  let server: { url: string; close(): Promise<void> };
  let browser: Browser | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acctos-docs-'));
    server = await startServer({ port: 0, dataDir: dir, env: { ACCTOS_LOG_LEVEL: 'silent' }, print: () => undefined });
  });
  afterAll(async () => {
    await browser?.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the API operations, served from local assets only', async () => {
    // A must-show: fail loudly, with the fix, rather than skip.
    expect(
      existsSync(CHROMIUM),
      `Debian chromium is missing at ${CHROMIUM}. Install it with \`node scripts/setup.mjs\` (as root) or \`apt-get update && apt-get install -y chromium\`.`,
    ).toBe(true);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
    const page = await browser.newPage();
    const origin = new URL(server.url).origin;
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    const res = await page.goto(`${server.url}/docs`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    await page.waitForFunction(() => document.body.textContent.includes('/v1/accounts'), undefined, {
      timeout: 15_000,
    });
    const text = (await page.evaluate(() => document.body.textContent)).replace(/\s+/g, ' ');
    const ops = [
      'POST /v1/accounts',
      'GET /v1/accounts/{AccountId}',
      'POST /v1/clients',
      'GET /v1/clients/{ClientId}',
      'POST /v1/accounts/{AccountId}/fund',
      'POST /v1/accounts/{AccountId}/transact',
      'GET /v1/account-types',
      'POST /v1/providers',
      'POST /v1/webhook-endpoints',
    ];
    for (const op of ops) {
      // Method and path may sit in separate elements (no space between them in innerText).
      const [method, path] = op.split(' ') as [string, string];
      const pattern = new RegExp(`${method}\\s*${path.replace(/[{}/.-]/g, '\\$&')}(?![\\w/{])`);
      expect(text, `"${op}" not listed on /docs`).toMatch(pattern);
    }
    expect(foreign, 'the docs page loaded assets from another origin (no CDN allowed)').toEqual([]);
  });
});
