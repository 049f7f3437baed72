import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog, ERROR_CODES } from '../../src/index.js';
import { startServer } from '../../src/server/index.js';
import { createAccountSchemaName } from '../../src/server/schemas/create-account.js';

// /docs in headless Chromium (issue 16, must-show 2): Scalar's API reference served from the
// service's own assets (no other origin is contacted), showing the Create Account fields of
// inherited-traditional-ira and the ErrorCode values, and a try-it request signed in the page.

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
const OPERATOR = { KeyId: 'op_docs_test', Secret: 'docs-operator-secret-for-tests-only' };

/** The text a reader sees (rendered, so collapsed sections do not count). */
const text = async (page: Page) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the test must find
  (await page.evaluate(() => document.body.innerText)).replace(/\s+/g, ' ');

/** Opens a model of the Models section by its name in the sidebar. */
async function openModel(page: Page, name: string): Promise<string> {
  const models = page.getByText('Models', { exact: true }).first();
  if (!(await page.getByText(name, { exact: true }).first().isVisible())) await models.click();
  await page.getByText(name, { exact: true }).first().click();
  await page.waitForFunction((n) => location.hash.toLowerCase().includes(n.toLowerCase()), name, { timeout: 15_000 });
  await page.waitForTimeout(500);
  return text(page);
}

describe('/docs in headless Chromium (issue 16, must-show 2)', () => {
  let dir: string;
  let server: { url: string; close(): Promise<void> };
  let browser: Browser | undefined;
  let page: Page;
  const foreign: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acctos-docs-'));
    server = await startServer({
      port: 0,
      dataDir: dir,
      env: { ACCTOS_LOG_LEVEL: 'silent', ACCTOS_ADMIN_KEY_ID: OPERATOR.KeyId, ACCTOS_ADMIN_SECRET: OPERATOR.Secret },
      print: () => undefined,
    });
    // A must-show: fail loudly, with the fix, rather than skip.
    expect(
      existsSync(CHROMIUM),
      `Debian chromium is missing at ${CHROMIUM}. Install it with \`node scripts/setup.mjs\` (as root) or ` +
        `\`apt-get update && apt-get install -y chromium\`.`,
    ).toBe(true);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const origin = new URL(server.url).origin;
    page.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders the reference from local assets, with the operations of every tag', async () => {
    const res = await page.goto(`${server.url}/docs`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    await page.waitForFunction(() => document.body.textContent.includes('acctos reference service'), undefined, {
      timeout: 30_000,
    });
    const t = await text(page);
    for (const tag of ['Clients', 'Accounts', 'Financial', 'Webhooks', 'Operator', 'Models']) expect(t).toContain(tag);
    for (const op of ['Create Client', 'List Clients', 'Get Client']) expect(t).toContain(op);
    const script = await page.evaluate(() => Array.from(document.scripts, (s) => s.src));
    expect(script).toEqual([`${server.url}/docs/scalar.js`, `${server.url}/docs/docs.js`]);
    expect(foreign, 'the docs page loaded assets from another origin (no CDN allowed)').toEqual([]);
  });

  it('shows the Create Account fields of inherited-traditional-ira, from the catalog', async () => {
    const type = defaultCatalog.typeBySlug.get('inherited-traditional-ira')!;
    const t = await openModel(page, createAccountSchemaName(type.Slug));
    const fields = ['ClientId', 'InstitutionId', ...type.CreateAccountFields.map((f) => f.Name)];
    expect(fields).toContain('DecedentDateOfDeath');
    for (const f of fields) expect(t, `${f} not shown`).toContain(f);
  });

  it('shows every ErrorCode value', async () => {
    await openModel(page, 'ErrorCode');
    // Scalar lists the first values of a long enum, then a button for the rest.
    await page
      .getByText('Top-level code of a handled error', { exact: false })
      .first()
      .locator('xpath=following::button[contains(., "Show all values")][1]')
      .click();
    await page.waitForTimeout(300);
    const t = await text(page);
    const missing = ERROR_CODES.filter((c) => !t.includes(c));
    expect(missing).toEqual([]);
  });

  it('signs a try-it request in the page: the server accepts it, and the secret never leaves the page', async () => {
    const sent: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/providers')) sent.push(r.headers()['authorization']);
    });
    const answer = page.waitForResponse((r) => r.url().endsWith('/v1/providers') && r.request().method() === 'POST');
    await page.goto(`${server.url}/docs#tag/operator/POST/v1/providers`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /Test Request.*post \/v1\/providers\)/ })
      .first()
      .click();
    // The HMAC credential is entered as KeyId:Secret; the page replaces it by a signature.
    const value = page.locator('input[placeholder="QUxMIFlPVVIgQkFTRSBBUkUgQkVMT05HIFRPIFVT"]').first();
    await value.fill(`${OPERATOR.KeyId}:${OPERATOR.Secret}`);
    await page.getByRole('button', { name: /^Send/ }).first().click();
    const res = await answer;
    const json = (await res.json()) as { Status: number; ProviderId?: string };
    expect(res.status()).toBe(200);
    expect(json.Status, JSON.stringify(json)).toBe(1);
    expect(json.ProviderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent).toHaveLength(1);
    // The body (the schema's example, Name "Example Provider") was hashed into the signature: a
    // wrong hash would be 401 Unauthorized, an empty Name a Status 0 InvalidRequest.
    expect(sent[0]).toMatch(new RegExp(`^HMAC ${OPERATOR.KeyId}:[A-Za-z0-9+/=]{44}:\\d{10}$`));
    expect(sent[0]).not.toContain(OPERATOR.Secret);
    expect(foreign).toEqual([]);
  });
});
