import type { TaxFormsResult } from './types.js';

// The tax forms as one plain HTML page a person can read and print: each form a bordered
// section laid out in numbered boxes like the IRS copy, every box marked with data-form and
// data-box so a program (or a test) can find it. No script, no external resource; every text
// is escaped.

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML-escapes text (element content and attribute values). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

type Box = readonly [box: string, label: string, value: string | boolean | null];

function dollars(v: string | null): string {
  if (v === null) return '';
  const [whole, cents = '00'] = v.replace('-', '').split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${v.startsWith('-') ? '-' : ''}$${grouped}.${cents.padEnd(2, '0')}`;
}

function boxHtml(form: string, [box, label, value]: Box): string {
  const shown = typeof value === 'boolean' ? (value ? '☒' : '☐') : (value ?? '');
  return (
    `<div class="box" data-form="${escapeHtml(form)}" data-box="${escapeHtml(box)}"><span ` +
    `class="n">${escapeHtml(box)}</span> <span class="label">${escapeHtml(label)}</span><span ` +
    `class="value">${escapeHtml(shown)}</span></div>`
  );
}

function section(form: string, title: string, r: TaxFormsResult, boxes: readonly Box[]): string {
  const head =
    `<header><h2>Form ${escapeHtml(form)} <small>${escapeHtml(title)}</small></h2><p>Tax year ` +
    `${r.TaxYear}</p></header>`;
  const parties =
    `<div class="parties"><div class="box wide" data-form="${escapeHtml(form)}" data-box="payer"><span ` +
    `class="label">PAYER’S / TRUSTEE’S name</span><span ` +
    `class="value">${escapeHtml(r.Payer.Name)}</span></div><div class="box wide" ` +
    `data-form="${escapeHtml(form)}" data-box="recipient"><span class="label">RECIPIENT’S / PARTICIPANT’S ` +
    `name</span><span class="value">${escapeHtml(r.Recipient.Name)}</span></div><div class="box wide" ` +
    `data-form="${escapeHtml(form)}" data-box="account"><span class="label">Account number</span><span ` +
    `class="value">${escapeHtml(r.AccountId)}</span></div></div>`;
  return (
    `<section class="form" data-form="${escapeHtml(form)}">${head}${parties}<div ` +
    `class="boxes">${boxes.map((b) => boxHtml(form, b)).join('')}</div></section>`
  );
}

const CSS =
  'body{font-family:Helvetica,Arial,sans-serif;margin:1.5rem;color:#000}' +
  '.form{border:2px solid #000;margin:0 0 1.5rem;padding:.5rem;page-break-inside:avoid;max-width:48rem}' +
  '.form h2{margin:.2rem 0;font-size:1.2rem}.form small{font-weight:normal}' +
  '.parties,.boxes{display:grid;grid-template-columns:repeat(3,1fr);gap:0;border-top:1px solid #000}' +
  '.box{border:1px solid #000;padding:.25rem;min-height:2.6rem;display:flex;flex-direction:column}' +
  ('.box .n{font-weight:bold;font-size:.75rem}.box .label{font-size:.75rem}.box ' +
    '.value{font-size:1rem;margin-top:auto;text-align:right}') +
  '.none{font-style:italic}@media print{body{margin:0}.form{border-width:1px}}';

/** The page: one section per form of the result, in the IRS's order. */
export function renderTaxFormsHtml(r: TaxFormsResult): string {
  const parts: string[] = [];
  for (const f of r.Forms1099R)
    parts.push(
      section(
        '1099-R',
        'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.',
        r,
        [
          ['1', 'Gross distribution', dollars(f.GrossDistribution)],
          ['2a', 'Taxable amount', dollars(f.TaxableAmount)],
          ['2b', 'Taxable amount not determined', f.TaxableAmountNotDetermined],
          ['2b-total', 'Total distribution', f.TotalDistribution],
          ['4', 'Federal income tax withheld', dollars(f.FederalIncomeTaxWithheld)],
          ['7', 'Distribution code(s)', f.DistributionCode],
          ['7-ira', 'IRA/SEP/SIMPLE', f.IraSepSimple],
          ['14', 'State tax withheld', dollars(f.StateTaxWithheld)],
          ['16', 'State distribution', dollars(f.StateDistribution)],
        ],
      ),
    );
  const a = r.Form5498;
  if (a)
    parts.push(
      section('5498', 'IRA Contribution Information', r, [
        ['1', 'IRA contributions (other than amounts in boxes 2-4, 8-10, 13a, and 14a)', dollars(a.IraContributions)],
        ['2', 'Rollover contributions', dollars(a.RolloverContributions)],
        ['3', 'Roth IRA conversion amount', dollars(a.RothIraConversionAmount)],
        ['4', 'Recharacterized contributions', dollars(a.RecharacterizedContributions)],
        ['5', 'FMV of account', dollars(a.FairMarketValue)],
        ['7', 'IRA / SEP / SIMPLE / Roth IRA', a.AccountKind],
        ['8', 'SEP contributions', dollars(a.SepContributions)],
        ['9', 'SIMPLE contributions', dollars(a.SimpleContributions)],
        ['10', 'Roth IRA contributions', dollars(a.RothIraContributions)],
        ['11', 'Check if RMD for next year', a.RmdForNextYear],
        ['12a', 'RMD date', a.RmdDate],
        ['12b', 'RMD amount', dollars(a.RmdAmount)],
        ['13a', 'Postponed/late contrib.', dollars(a.PostponedOrLateContribution)],
        ['13b', 'Year', a.PostponedOrLateYear === null ? null : String(a.PostponedOrLateYear)],
        ['13c', 'Code', a.PostponedOrLateCode],
        ['14a', 'Repayments', dollars(a.Repayments)],
        ['14b', 'Code', a.RepaymentCode],
      ]),
    );
  const q = r.Form1099Q;
  if (q)
    parts.push(
      section('1099-Q', 'Payments From Qualified Education Programs', r, [
        ['1', 'Gross distribution', dollars(q.GrossDistribution)],
        ['2', 'Earnings', dollars(q.Earnings)],
        ['3', 'Basis', dollars(q.Basis)],
        ['4', 'Trustee-to-trustee transfer', q.TrusteeToTrusteeTransfer],
        ['5', 'Coverdell ESA', q.CoverdellEsa],
      ]),
    );
  const e = r.Form5498Esa;
  if (e)
    parts.push(
      section('5498-ESA', 'Coverdell ESA Contribution Information', r, [
        ['1', 'Coverdell ESA contributions', dollars(e.CoverdellContributions)],
        ['2', 'Rollover contributions', dollars(e.RolloverContributions)],
      ]),
    );
  for (const s of r.Forms1099Sa)
    parts.push(
      section('1099-SA', 'Distributions From an HSA, Archer MSA, or Medicare Advantage MSA', r, [
        ['1', 'Gross distribution', dollars(s.GrossDistribution)],
        ['2', 'Earnings on excess cont.', dollars(s.EarningsOnExcessContributions)],
        ['3', 'Distribution code', s.DistributionCode],
        ['4', 'FMV on date of death', dollars(s.FairMarketValueOnDateOfDeath)],
      ]),
    );
  const sa = r.Form5498Sa;
  if (sa)
    parts.push(
      section('5498-SA', 'HSA, Archer MSA, or Medicare Advantage MSA Information', r, [
        ['2', `Total contributions made in ${r.TaxYear}`, dollars(sa.TotalContributions)],
        [
          '3',
          `Total HSA or Archer MSA contributions made in ${r.TaxYear + 1} for ${r.TaxYear}`,
          dollars(sa.NextYearContributionsForYear),
        ],
        ['4', 'Rollover contributions', dollars(sa.RolloverContributions)],
        ['5', 'Fair market value of HSA, Archer MSA, or MA MSA', dollars(sa.FairMarketValue)],
        ['6', 'HSA', sa.Hsa],
      ]),
    );
  const w = r.LifestyleSpendingWages;
  if (w)
    parts.push(
      section('W-2', 'Wage and Tax Statement (lifestyle spending amounts the employer reports)', r, [
        ['1', 'Wages, tips, other compensation', dollars(w.Wages)],
        ['3', 'Social security wages', dollars(w.SocialSecurityWages)],
        ['5', 'Medicare wages and tips', dollars(w.MedicareWages)],
      ]),
    );
  const body =
    parts.length > 0 ? parts.join('\n') : `<p class="none">No information return is due for ${r.TaxYear}.</p>`;
  const title = `Tax forms ${r.TaxYear}: account ${r.AccountId}`;
  return (
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width, ` +
    `initial-scale=1"><title>${escapeHtml(title)}</title><style>${CSS}</style></head>` +
    `<body><h1>${escapeHtml(title)}</h1>\n${body}\n</body></html>\n`
  );
}
