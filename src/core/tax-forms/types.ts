import type { StoredAccount, StoredClient } from '../decisions/facts.js';
import type { HistoryTransaction } from '../decisions/withdrawal/facts.js';
import type { HoldingsAtYearEnd } from './year-end-value.js';

/**
 * What taxForms reads for one account and tax year: the account, its owner, and its
 * transactions (with each withdrawal's detail) through at least April 15 of the next year
 * (contributions for the year may be made until then). The year-end fair market value is the
 * cash the ledger holds on December 31 plus the holdings of `HoldingsAtYearEnd` at their last
 * price on or before that day (or `HoldingsValueAtYearEnd`, valued by the host), unless
 * `YearEndValue` is given whole.
 */
export interface TaxFormFacts {
  readonly Account: StoredAccount;
  readonly Owner?: StoredClient | null;
  readonly Transactions: readonly HistoryTransaction[];
  readonly YearEndValue?: string | number;
  /**
   * The positions held on December 31 with their prices (a list by year; the tax year's entry is
   * read, none meaning no positions): valued by the engine at the last price on or before that
   * day. Read when YearEndValue is not given; HoldingsValueAtYearEnd is read only without it.
   */
  readonly HoldingsAtYearEnd?: readonly HoldingsAtYearEnd[];
  readonly HoldingsValueAtYearEnd?: string | number;
  /** Coverdell: contributions not yet recovered at the end of the year (default: see taxForms). */
  readonly CoverdellBasis?: string | number;
  /** The payer (custodian, trustee) printed on the forms. */
  readonly Payer?: { readonly Name: string; readonly Tin?: string };
}

/** One Form 1099-R: a payer files one per distribution code (and IRA/SEP/SIMPLE box) a year. */
export interface Form1099R {
  readonly Form: '1099-R';
  /** Box 1. */
  readonly GrossDistribution: string;
  /** Box 2a; null when left blank (a Roth IRA distribution, 1099-R instructions). */
  readonly TaxableAmount: string | null;
  /** Box 2b, first checkbox. */
  readonly TaxableAmountNotDetermined: boolean;
  /** Box 2b, second checkbox: the year's distributions paid out the account's entire balance. */
  readonly TotalDistribution: boolean;
  /** Box 4. */
  readonly FederalIncomeTaxWithheld: string;
  /** Box 7 codes, joined (`7`, `J8`). */
  readonly DistributionCode: string;
  /** Box 7 checkbox. */
  readonly IraSepSimple: boolean;
  /** Box 14. */
  readonly StateTaxWithheld: string;
  /** Box 16: the state distribution (the gross when state tax was withheld). */
  readonly StateDistribution: string;
  /** The distributions this form sums. */
  readonly TransactionIds: readonly string[];
}

/** Form 5498 (IRA contribution information). */
export interface Form5498 {
  readonly Form: '5498';
  /** Box 1: regular traditional IRA contributions for the tax year (made through April 15 of the next). */
  readonly IraContributions: string;
  /** Box 2: rollover contributions received in the calendar year. */
  readonly RolloverContributions: string;
  /** Box 3: Roth IRA conversion amounts received in the calendar year. */
  readonly RothIraConversionAmount: string;
  /** Box 4: recharacterized contributions received in the calendar year. */
  readonly RecharacterizedContributions: string;
  /** Box 5: fair market value of the account on December 31. */
  readonly FairMarketValue: string;
  /** Box 7 checkboxes. */
  readonly AccountKind: 'IRA' | 'SEP' | 'SIMPLE' | 'ROTH';
  /** Box 8: SEP contributions made in the calendar year (a SARSEP's salary reduction contributions included). */
  readonly SepContributions: string;
  /** Box 9: SIMPLE contributions made in the calendar year. */
  readonly SimpleContributions: string;
  /** Box 10: Roth IRA contributions for the tax year. */
  readonly RothIraContributions: string;
  /** Box 11: a required minimum distribution is due for the next year. */
  readonly RmdForNextYear: boolean;
  /** Box 12a and 12b. */
  readonly RmdDate: string | null;
  readonly RmdAmount: string | null;
  /** Box 13a: late rollover contributions certified by the participant, made in the calendar year (not in box 2). */
  readonly PostponedOrLateContribution: string;
  /** Box 13b: the year a postponed contribution is for; blank (null) for a late rollover. */
  readonly PostponedOrLateYear: number | null;
  /** Box 13c: SC (self-certification procedure for a late rollover); null when box 13a is empty. */
  readonly PostponedOrLateCode: string | null;
  /** Box 14a: repayments of repayable distributions received in the calendar year (not in box 1 or 2). */
  readonly Repayments: string;
  /** Box 14b: QR, DD or BA; null when box 14a is empty or no code is published for the repayment. */
  readonly RepaymentCode: string | null;
  /** Every contribution the form counts, by kind and tax year (the detail behind the boxes). */
  readonly ContributionsByKindAndTaxYear: readonly {
    readonly Kind: string;
    readonly TaxYear: number;
    readonly Amount: string;
  }[];
}

export interface Form1099Q {
  readonly Form: '1099-Q';
  /** Box 1. */
  readonly GrossDistribution: string;
  /** Box 2; null when the basis could not be figured. */
  readonly Earnings: string | null;
  /** Box 3. */
  readonly Basis: string | null;
  /** Box 4: a trustee-to-trustee transfer. */
  readonly TrusteeToTrusteeTransfer: boolean;
  /** Box 5: Coverdell ESA (not a 529 plan). */
  readonly CoverdellEsa: true;
}

export interface Form5498Esa {
  readonly Form: '5498-ESA';
  /** Box 1: Coverdell contributions for the tax year (made through April 15 of the next). */
  readonly CoverdellContributions: string;
  /** Box 2: rollover contributions received in the calendar year. */
  readonly RolloverContributions: string;
}

export interface Form1099Sa {
  readonly Form: '1099-SA';
  /** Box 1. */
  readonly GrossDistribution: string;
  /** Box 2: net income returned with excess contributions (code 2); null when one did not state it. */
  readonly EarningsOnExcessContributions: string | null;
  /** Box 3. */
  readonly DistributionCode: string;
  /**
   * Box 4: the fair market value on the date of death (after the year of death less the decedent's
   * expenses paid within a year), as the last death distribution stated it; null when none did.
   */
  readonly FairMarketValueOnDateOfDeath: string | null;
  readonly TransactionIds: readonly string[];
}

export interface Form5498Sa {
  readonly Form: '5498-SA';
  /** Box 2: contributions made in the calendar year (for it, or for the year before by its due date). */
  readonly TotalContributions: string;
  /** Box 3: contributions made in the next year for this year. */
  readonly NextYearContributionsForYear: string;
  /** Box 4: rollover contributions received in the year. */
  readonly RolloverContributions: string;
  /** Box 5: fair market value on December 31. */
  readonly FairMarketValue: string;
  /** Box 6: the HSA checkbox. */
  readonly Hsa: true;
}

/** What the employer reports on Form W-2 for lifestyle spending payments (taxable wages). */
export interface LifestyleSpendingWages {
  readonly Form: 'W-2';
  /** Box 1, 3 and 5: the payments are wages, social security wages and Medicare wages. */
  readonly Wages: string;
  readonly SocialSecurityWages: string;
  readonly MedicareWages: string;
  readonly Payments: number;
}

export interface TaxFormsResult {
  readonly ok: true;
  readonly TaxYear: number;
  readonly AccountId: string;
  readonly AccountTypeCode: string;
  readonly Payer: { readonly Name: string; readonly Tin?: string };
  readonly Recipient: { readonly ClientId: string; readonly Name: string };
  readonly Forms1099R: readonly Form1099R[];
  readonly Form5498: Form5498 | null;
  readonly Form1099Q: Form1099Q | null;
  readonly Form5498Esa: Form5498Esa | null;
  readonly Forms1099Sa: readonly Form1099Sa[];
  readonly Form5498Sa: Form5498Sa | null;
  readonly LifestyleSpendingWages: LifestyleSpendingWages | null;
  /** The ledger side of the forms: withdrawals of the year (gross), withholding, year-end cash. */
  readonly Ledger: {
    readonly Withdrawals: string;
    readonly FederalWithheld: string;
    readonly StateWithheld: string;
    readonly CashAtYearEnd: string;
  };
  readonly Reasons: readonly string[];
  readonly Unchecked: readonly string[];
  readonly Sources: readonly string[];
}
