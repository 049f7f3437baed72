import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTaxFormsHtml, taxForms } from '../../src/index.js';
import { pgliteBackend } from '../server/backends.js';
import { TestClock } from '../server/clock.js';
import { makeFixture } from '../server/fixture.js';
import { catalog, INST, openAccount, withdrawalHost } from '../withdrawals/withdrawal-host.js';

// The tax-form page in headless Chromium (issue 10, must-show 2): it renders, a test finds its
// boxes by their numbers, the boxes are laid out in a grid like the form, and it prints.

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

function page2026(): string {
  const { host, clientId } = withdrawalHost('2026-02-02', '1980-06-15');
  const id = openAccount(host, clientId, 'traditional-ira', INST);
  host.deposit(id, { Amount: 6000, TaxYear: 2026 });
  host.today = '2026-05-05';
  const d = host.withdraw(id, {
    Amount: 1500,
    Currency: 'USD',
    DistributionReason: 'Early',
    StateWithholdingPercent: 4,
  });
  if (!d.ok) throw new Error(d.Message);
  const r = taxForms(
    catalog,
    { Account: host.accounts.get(id)!, Owner: host.clients.get(clientId)!, Transactions: host.history(id) },
    2026,
  );
  if (!r.ok) throw new Error(r.Message);
  return renderTaxFormsHtml(r);
}

describe('tax forms in headless Chromium', () => {
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
  });

  it('renders the 1099-R and 5498 with their boxes where the form has them, and prints', async () => {
    expect(
      existsSync(CHROMIUM),
      `Debian chromium is missing at ${CHROMIUM}. Install it with \`node scripts/setup.mjs\` (as root) or ` +
        `\`apt-get update && apt-get install -y chromium\`.`,
    ).toBe(true);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('data:') && r.url() !== 'about:blank') requests.push(r.url());
    });
    await page.setContent(page2026(), { waitUntil: 'load' });
    const box = (form: string, n: string) =>
      page.locator(`[data-form="${form}"][data-box="${n}"] .value`).first().textContent();
    expect(await box('1099-R', '1')).toBe('$1,500.00');
    expect(await box('1099-R', '4')).toBe('$150.00');
    expect(await box('1099-R', '7')).toBe('1');
    expect(await box('1099-R', '14')).toBe('$60.00');
    expect(await box('5498', '1')).toBe('$6,000.00');
    expect(await box('5498', '5')).toBe('$4,500.00');
    const b1 = await page.locator('[data-form="1099-R"][data-box="1"]').boundingBox();
    const b2 = await page.locator('[data-form="1099-R"][data-box="2a"]').boundingBox();
    expect(b1 && b2 && b1.width > 50 && b1.height > 20).toBe(true);
    expect(b1!.y).toBe(b2!.y);
    expect(b2!.x).toBeGreaterThan(b1!.x);
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(requests).toEqual([]);
  }, 60_000);

  it('the page that GET /v1/accounts/{AccountId}/tax-forms?Format=html serves renders with its boxes', async () => {
    expect(existsSync(CHROMIUM), `Debian chromium is missing at ${CHROMIUM}`).toBe(true);
    const { db, cleanup } = await pgliteBackend.open();
    try {
      const clock = new TestClock('2026-02-02T15:00:00Z');
      const f = await makeFixture(db, 100_000, clock);
      const key = f.providerA.key;
      const c = await f.send('POST', '/v1/clients', {
        key,
        body: {
          ClientType: 'Individual',
          Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: '1985-05-05' },
        },
      });
      const a = await f.send('POST', '/v1/accounts', {
        key,
        body: { ClientId: c.json['ClientId'], AccountTypeCode: 'traditional-ira', InstitutionId: f.institutionAll },
      });
      const id = String(a.json['AccountId']);
      await f.send('POST', `/v1/accounts/${id}/fund`, {
        key,
        body: { Amount: 7000, Currency: 'USD', PaymentMethodType: 'Wire', TaxYear: 2026 },
      });
      clock.set('2026-08-03T15:00:00Z');
      await f.send('POST', `/v1/accounts/${id}/withdrawals`, {
        key,
        body: { Amount: 2500, Currency: 'USD', DistributionReason: 'Disability' },
      });
      const res = await f.send('GET', `/v1/accounts/${id}/tax-forms?TaxYear=2026&Format=html`, { key });
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      browser ??= await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
      const page = await browser.newPage();
      await page.setContent(String((res.json as unknown as { text: string }).text), { waitUntil: 'load' });
      const box = (form: string, n: string) =>
        page.locator(`[data-form="${form}"][data-box="${n}"] .value`).first().textContent();
      expect(await box('1099-R', '1')).toBe('$2,500.00');
      expect(await box('1099-R', '7')).toBe('3');
      expect(await box('1099-R', '4')).toBe('$250.00');
      expect(await box('5498', '1')).toBe('$7,000.00');
      expect(await page.title()).toContain(`Tax forms 2026: account ${id}`);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
