// Form 1099-R box 7 distribution codes that apply to IRAs and the plan accounts of the catalog,
// with their meaning (Instructions for Forms 1099-R and 5498, Guide to Distribution Codes).
// Codes for annuity and insurance contracts (6, 9, A, C, D, F, U, W), plan loans (L, M) and
// designated Roth accounts (B, H) are not produced: no catalog account makes such payments. The
// 2025 edition's Code Y (a qualified charitable distribution, 408(d)(8)) is produced with 7 or 4
// and written first ("Y7", "Y4"); Code K (assets without a readily available value), the third
// code Y is used with, is not (docs/decisions/41-money-out-rules.md).

export const DISTRIBUTION_CODES = {
  '1': 'Early distribution, no known exception (in most cases, under age 59 1/2)',
  '2': 'Early distribution, exception applies (under age 59 1/2)',
  '3': 'Disability',
  '4': 'Death',
  '5': 'Prohibited transaction',
  '7': 'Normal distribution',
  '8': 'Excess contributions plus earnings/excess deferrals taxable in the year of the distribution',
  B: 'Designated Roth account distribution',
  E: 'Distributions under Employee Plans Compliance Resolution System (EPCRS)',
  G:
    'Direct rollover of a distribution (other than a designated Roth account distribution) to a qualified ' +
    'plan, a section 403(b) plan, a governmental section 457(b) plan, or an IRA',
  H: 'Direct rollover of a designated Roth account distribution to a Roth IRA',
  J: 'Early distribution from a Roth IRA, no known exception (in most cases, under age 59 1/2)',
  N: 'Recharacterized IRA contribution made for the year of the distribution and recharacterized in it',
  P: 'Excess contributions plus earnings/excess deferrals taxable in the year before the distribution',
  Q: 'Qualified distribution from a Roth IRA',
  R: 'Recharacterized IRA contribution made for the year before and recharacterized in the year of the distribution',
  S: 'Early distribution from a SIMPLE IRA in the first 2 years, no known exception (under age 59 1/2)',
  T: 'Roth IRA distribution, exception applies',
  Y: 'Qualified charitable distribution (QCD) claimed by taxpayer under section 408(d)(8)',
} as const;
export type DistributionCode = keyof typeof DISTRIBUTION_CODES;

export const DISTRIBUTION_CODES_SOURCE =
  'Instructions for Forms 1099-R and 5498, box 7 and the Guide to Distribution Codes (2024 edition, ' +
  'ses.stf.com copy; 2016 edition page 16 on formsbank.com; taxslayerpro.com, thelink.ascensus.com 2020 and ' +
  '2022 summaries - pages corpus); code Y: 2025 edition, as quoted by thelink.ascensus.com (2025-04-16, ' +
  '2025-07-14) and capitalgroup.com (Y7, Y4) - pages corpus';
