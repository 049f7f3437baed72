import type {
  AccountRequirement,
  Form1099Q,
  Form1099R,
  Form1099Sa,
  Form5498,
  Form5498Esa,
  Form5498Sa,
  GroupRequirement,
  LifestyleSpendingWages,
  OwnerRequirement,
  TaxFormsResult,
} from '../../index.js';
import { wireAmount as n, wireAmountOrNull as nn } from './wire-amount.js';

// The engine's forms and requirements carry amounts as decimal strings (its own interface); the
// API answers them as JSON numbers (design.md section 2). Each form is rewritten field by field,
// so a code such as DistributionCode "7" stays the string it is. Divisors and rates are not
// amounts and stay decimal strings.

function form1099R(f: Form1099R) {
  return {
    ...f,
    GrossDistribution: n(f.GrossDistribution),
    TaxableAmount: nn(f.TaxableAmount),
    FederalIncomeTaxWithheld: n(f.FederalIncomeTaxWithheld),
    StateTaxWithheld: n(f.StateTaxWithheld),
    StateDistribution: n(f.StateDistribution),
  };
}

function form5498(f: Form5498) {
  return {
    ...f,
    IraContributions: n(f.IraContributions),
    RolloverContributions: n(f.RolloverContributions),
    RothIraConversionAmount: n(f.RothIraConversionAmount),
    RecharacterizedContributions: n(f.RecharacterizedContributions),
    FairMarketValue: n(f.FairMarketValue),
    SepContributions: n(f.SepContributions),
    SimpleContributions: n(f.SimpleContributions),
    RothIraContributions: n(f.RothIraContributions),
    RmdAmount: nn(f.RmdAmount),
    PostponedOrLateContribution: n(f.PostponedOrLateContribution),
    Repayments: n(f.Repayments),
    ContributionsByKindAndTaxYear: f.ContributionsByKindAndTaxYear.map((c) => ({ ...c, Amount: n(c.Amount) })),
  };
}

function form1099Q(f: Form1099Q) {
  return { ...f, GrossDistribution: n(f.GrossDistribution), Earnings: nn(f.Earnings), Basis: nn(f.Basis) };
}

function form5498Esa(f: Form5498Esa) {
  return {
    ...f,
    CoverdellContributions: n(f.CoverdellContributions),
    RolloverContributions: n(f.RolloverContributions),
  };
}

function form1099Sa(f: Form1099Sa) {
  return {
    ...f,
    GrossDistribution: n(f.GrossDistribution),
    EarningsOnExcessContributions: nn(f.EarningsOnExcessContributions),
    FairMarketValueOnDateOfDeath: nn(f.FairMarketValueOnDateOfDeath),
  };
}

function form5498Sa(f: Form5498Sa) {
  return {
    ...f,
    TotalContributions: n(f.TotalContributions),
    NextYearContributionsForYear: n(f.NextYearContributionsForYear),
    RolloverContributions: n(f.RolloverContributions),
    FairMarketValue: n(f.FairMarketValue),
  };
}

function wages(f: LifestyleSpendingWages) {
  return {
    ...f,
    Wages: n(f.Wages),
    SocialSecurityWages: n(f.SocialSecurityWages),
    MedicareWages: n(f.MedicareWages),
  };
}

/** taxForms' answer (without `ok`) with every amount a JSON number. */
export function wireTaxForms(r: Omit<TaxFormsResult, 'ok'>) {
  return {
    ...r,
    Forms1099R: r.Forms1099R.map(form1099R),
    Form5498: r.Form5498 === null ? null : form5498(r.Form5498),
    Form1099Q: r.Form1099Q === null ? null : form1099Q(r.Form1099Q),
    Form5498Esa: r.Form5498Esa === null ? null : form5498Esa(r.Form5498Esa),
    Forms1099Sa: r.Forms1099Sa.map(form1099Sa),
    Form5498Sa: r.Form5498Sa === null ? null : form5498Sa(r.Form5498Sa),
    LifestyleSpendingWages: r.LifestyleSpendingWages === null ? null : wages(r.LifestyleSpendingWages),
    Ledger: {
      Withdrawals: n(r.Ledger.Withdrawals),
      FederalWithheld: n(r.Ledger.FederalWithheld),
      StateWithheld: n(r.Ledger.StateWithheld),
      CashAtYearEnd: n(r.Ledger.CashAtYearEnd),
    },
  };
}

/** An account's requirement with its amounts as JSON numbers. */
export function wireAccountRequirement(a: AccountRequirement) {
  return {
    ...a,
    RequiredAmount: nn(a.RequiredAmount),
    Distributed: n(a.Distributed),
    RemainingIfAlone: nn(a.RemainingIfAlone),
  };
}

/** An aggregation group's requirement with its amounts (and its excise exposure) as JSON numbers. */
export function wireGroupRequirement(g: GroupRequirement) {
  return {
    ...g,
    RequiredAmount: nn(g.RequiredAmount),
    Counted: n(g.Counted),
    Remaining: nn(g.Remaining),
    Excise:
      g.Excise === null
        ? null
        : { ...g.Excise, IfNotCorrected: n(g.Excise.IfNotCorrected), IfCorrected: nn(g.Excise.IfCorrected) },
  };
}

/** The owner's total with its amounts as JSON numbers. */
export function wireOwnerRequirement(o: OwnerRequirement) {
  return { ...o, RequiredAmount: nn(o.RequiredAmount), Remaining: nn(o.Remaining) };
}
