import type { Catalog } from '../../catalog/types.js';
import { failure } from '../../shared/error-codes.js';
import { Decimal, decimalString } from '../../shared/money.js';
import { distributionTreatment } from '../../withdrawals/distribution-treatment.js';
import { distributionWithholding, type WithholdingRegime } from '../../withdrawals/distribution-withholding.js';
import { isEarlyDistributionException } from '../../withdrawals/early-distribution-exceptions.js';
import type { ExceptionFacts } from '../../withdrawals/exception-facts.js';
import { plesaWithdrawalFee } from '../../withdrawals/plesa-withdrawal-fee.js';
import type { DistributionTreatmentKind } from '../../withdrawals/treatment-kind.js';
import type { DecisionReason } from '../decision.js';
import { narrowFailure } from '../narrow-failure.js';
import { aggregatedRothHistory } from './aggregated-roth-ira.js';
import { emergencyFactsWithRecords } from './emergency-history.js';
import { excessReturnTooLate } from './excess-return.js';
import { type PathOutcome, planTerm, WITHDRAWAL_ERROR_CODES, type WithdrawalContext } from './figures.js';
import {
  eligibleRolloverDistributionsInYear,
  employerContributionInYear,
  firstDepositDate,
  postedOn,
  qualifiedCharitableDistributionsInYear,
  rothFactsFromHistory,
} from './history.js';
import { type OtherIraQcdTotal, otherIraQcdTotal, outsideQcdTotal, QCD_AGGREGATION_SOURCE } from './other-ira-qcds.js';

/** The IRAs whose excess contributions return under 408(d)(4) by the extended due date. */
const IRA_EXCESS_KINDS: ReadonlySet<DistributionTreatmentKind> = new Set(['TraditionalIra', 'RothIra', 'SepIra']);

const PLESA_WITHHOLDING_SOURCE =
  '26 U.S.C. 402A(e) (a PLESA is a designated Roth account: its contributions were taxed when made); ' +
  '3405(e)(1)(B) (no withholding on an amount not includible); docs/decisions/42-withdrawal-operation.md';

/**
 * An IRA, plan, PLESA or Trump account distribution: distributionTreatment gives the Form 1099-R
 * codes, the taxable amount and the additional tax; distributionWithholding the federal and
 * state amounts on the taxable part; a PLESA's fifth and later withdrawal of a plan year its fee.
 */
export function taxAccountPath(catalog: Catalog, ctx: WithdrawalContext, kind: DistributionTreatmentKind): PathOutcome {
  const { type, account, facts, request: r, reason, today, gross } = ctx;
  const history = facts.Transactions;
  const exception = r.ExceptionClaimed;
  if (exception !== undefined && !isEarlyDistributionException(exception))
    return failure('InvalidRequest', `ExceptionClaimed ${exception} is a Coverdell exception, not one of 72(t)(2).`, [
      {
        FieldName: 'ExceptionClaimed',
        ErrorCode: 'NotForThisAccount',
        Message: `${exception} applies to a Coverdell ESA only.`,
      },
    ]);
  const deposit = r.ExcessContributionDepositDate;
  if (reason === 'ExcessContribution' && IRA_EXCESS_KINDS.has(kind) && deposit !== undefined && deposit <= today) {
    const late = excessReturnTooLate(catalog, history, deposit, today, '408(d)(4)');
    if (late !== undefined) return late;
  }
  const unchecked: string[] = [];
  const dobRaw =
    kind === 'TrumpAccount' ? account.Attributes['BeneficiaryDateOfBirth'] : facts.Client?.Contact['DateOfBirth'];
  const dob = typeof dobRaw === 'string' ? dobRaw : undefined;
  let roth = facts.Roth;
  const others = kind === 'RothIra' ? (facts.OtherRothIraTransactions ?? []) : [];
  if (roth === undefined && (kind === 'RothIra' || kind === 'InheritedRothIra')) {
    const derived = rothFactsFromHistory(
      others.length > 0 ? aggregatedRothHistory(history, others) : history,
      type.Slug,
    );
    roth = derived.facts;
    unchecked.push(...derived.unchecked);
  }
  const simpleStart =
    kind === 'SimpleIra' ? (planTerm(ctx, 'SimpleIraParticipationStartDate') ?? firstDepositDate(history)) : undefined;
  const entire = gross.eq(ctx.available) && new Decimal(facts.Balances.Pending).isZero();
  const year = Number(today.slice(0, 4));
  const qcd = reason === 'QualifiedCharitableDistribution';
  const employerPlan = qcd && (kind === 'SepIra' || kind === 'SimpleIra');
  const otherQcds = facts.OtherIraQualifiedCharitableDistributions;
  const otherQcd: OtherIraQcdTotal | undefined =
    qcd && otherQcds !== undefined ? otherIraQcdTotal(otherQcds, account.AccountId, year) : undefined;
  // And those the owner states for IRAs outside the host (the owner tax-year fact), read for a QCD only.
  const outsideQcd = qcd ? outsideQcdTotal(facts.OwnerYears, account.ClientId, year) : undefined;
  // An emergency personal expense distribution: the stated earlier ones with this account's own records of
  // them and of their repayments (72(t)(2)(I): a repaid one no longer bars the next three years).
  const emergency =
    exception === 'EmergencyPersonalExpense'
      ? emergencyFactsWithRecords(history, r.ExceptionFacts as ExceptionFacts | undefined)
      : undefined;
  const exceptionFacts = emergency?.facts ?? (r.ExceptionFacts as ExceptionFacts | undefined);
  const t = distributionTreatment(catalog, {
    AccountTypeCode: type.Slug,
    DistributionReason: reason,
    DistributionDate: today,
    Amount: gross.toFixed(),
    ...(dob !== undefined ? { OwnerDateOfBirth: dob } : {}),
    ...(exception !== undefined ? { EarlyDistributionException: exception } : {}),
    ...(exceptionFacts !== undefined ? { ExceptionFacts: exceptionFacts } : {}),
    ...(simpleStart !== undefined ? { SimpleIraParticipationStartDate: simpleStart } : {}),
    ...(r.ExcessContributionDepositDate !== undefined
      ? { ExcessContributionDepositDate: r.ExcessContributionDepositDate }
      : {}),
    ...(r.NetIncomeAttributable !== undefined ? { NetIncomeAttributable: r.NetIncomeAttributable } : {}),
    ...(r.RecharacterizedContributionYear !== undefined
      ? { RecharacterizedContributionYear: r.RecharacterizedContributionYear }
      : {}),
    ...(roth !== undefined ? { Roth: roth } : {}),
    EntireBalance: entire,
    ...(employerPlan ? { EmployerContributionThisYear: employerContributionInYear(history, type.Slug, year) } : {}),
    ...(qcd
      ? { PriorQualifiedCharitableDistributions: qualifiedCharitableDistributionsInYear(history, year).toFixed() }
      : {}),
    ...(otherQcd !== undefined ? { OtherIraQualifiedCharitableDistributions: otherQcd.Total.toFixed() } : {}),
    ...(outsideQcd !== undefined ? { OtherQualifiedCharitableDistributions: outsideQcd.toFixed() } : {}),
  });
  if (!t.ok) return narrowFailure(WITHDRAWAL_ERROR_CODES, t);
  const reasons: DecisionReason[] = [...t.Reasons, ...(emergency?.reasons ?? [])];
  if (facts.Roth === undefined && others.length > 0)
    reasons.push({
      Rule: 'RothAggregation',
      Message:
        `the ordering rules read this Roth IRA with the owner's other Roth IRAs here (${others.length} ` +
        'transactions): contributions, conversions and distributions of all of them',
      Source: "26 CFR 1.408A-6 Q&A-9 (all of an individual's Roth IRAs are treated as one for the ordering rules)",
    });
  if (otherQcd !== undefined || outsideQcd !== undefined)
    reasons.push({
      Rule: 'QcdAggregation',
      Message: `the ${year} limit counts the owner's QCDs from all IRAs: ${qcdParts(otherQcd, outsideQcd, year)}`,
      Source: QCD_AGGREGATION_SOURCE,
    });
  unchecked.push(...t.Unchecked);

  let fee = new Decimal(0);
  if (kind === 'Plesa') {
    const planFee = planTerm(ctx, 'PlanFeeAmount');
    const start = planTerm(ctx, 'PlesaPlanYearStart');
    const perMonth = planTerm(ctx, 'PlanMaxPerMonth');
    const p = plesaWithdrawalFee(catalog, {
      WithdrawalDate: today,
      PriorWithdrawalDates: history.filter((h) => h.Withdrawal).map(postedOn),
      ...(start !== undefined ? { PlanYearStart: start } : {}),
      ...(perMonth !== undefined ? { PlanMaxPerMonth: perMonth } : {}),
      ...(planFee !== undefined ? { PlanFeeAmount: planFee } : {}),
    });
    if (!p.ok) return failure('DistributionNotPermitted', p.Message);
    fee = new Decimal(p.Fee);
    if (planFee === undefined && !p.FeeFree) unchecked.push('Plan.PlanFeeAmount');
    reasons.push({
      Rule: 'PlesaWithdrawalFee',
      Message:
        `withdrawal ${p.WithdrawalNumberInPlanYear} of plan year ${p.PlanYear}: ` +
        `${p.FeeFree ? 'fee-free' : `fee ${p.Fee}`}`,
      Source: p.Source,
    });
  }

  let regime: WithholdingRegime = t.WithholdingRegime;
  if (kind === 'Plesa') {
    regime = r.FederalWithholdingPercent === undefined ? 'None' : 'Nonperiodic';
    reasons.push({
      Rule: 'PlesaWithholding',
      Message:
        regime === 'None'
          ? 'a PLESA withdrawal returns designated Roth contributions: nothing is withheld unless the ' +
            'participant elects it'
          : 'the participant’s election is withheld',
      Source: PLESA_WITHHOLDING_SOURCE,
    });
  }
  if (regime === 'None' && (r.StateWithholdingPercent !== undefined || r.StateWithholdingAmount !== undefined))
    return failure('InvalidRequest', `Nothing is withheld from a ${reason} distribution: send no state withholding.`, [
      {
        FieldName: r.StateWithholdingPercent !== undefined ? 'StateWithholdingPercent' : 'StateWithholdingAmount',
        ErrorCode: 'NotAllowed',
        Message: `Nothing is withheld from a ${reason} distribution.`,
      },
    ]);
  const taxable = t.TaxableAmount === null || t.TaxableAmountNotDetermined ? null : new Decimal(t.TaxableAmount);
  const nonTaxable = taxable === null ? new Decimal(0) : Decimal.max(0, gross.minus(taxable));
  const w = distributionWithholding(catalog, {
    DistributionDate: today,
    Gross: gross.toFixed(),
    Regime: regime,
    ...(regime === 'EligibleRolloverDistribution'
      ? { PriorEligibleRolloverDistributionsInYear: eligibleRolloverDistributionsInYear(history, year).toFixed() }
      : {}),
    ...(r.FederalWithholdingPercent !== undefined && regime !== 'None'
      ? { FederalElectionPercent: r.FederalWithholdingPercent }
      : {}),
    ...(r.StateWithholdingPercent !== undefined ? { StateWithholdingPercent: r.StateWithholdingPercent } : {}),
    ...(r.StateWithholdingAmount !== undefined ? { StateWithholdingAmount: r.StateWithholdingAmount } : {}),
    NonTaxableAmount: nonTaxable.toFixed(),
  });
  if (!w.ok) return narrowFailure(WITHDRAWAL_ERROR_CODES, w);
  const warnings = [...t.Warnings];
  if (regime === 'None' && r.FederalWithholdingPercent !== undefined && kind !== 'Plesa')
    warnings.push({
      Code: 'WithholdingElectionIgnored',
      Message:
        `nothing is withheld from a ${reason} distribution: the election of ${r.FederalWithholdingPercent} ` +
        `percent is not used`,
    });
  reasons.push({
    Rule: 'Withholding',
    Message: w.Reasons.join('; '),
    Source: w.Sources.length > 0 ? w.Sources.join('; ') : '26 U.S.C. 3405',
  });
  return {
    EntryType: 'Distribution',
    Federal: new Decimal(w.FederalWithheld),
    FederalPercent: w.FederalRatePercent,
    State: new Decimal(w.StateWithheld),
    Fee: fee,
    Codes: t.DistributionCodes,
    IraSepSimple: t.IraSepSimple,
    Taxable: t.TaxableAmount,
    NotDetermined: t.TaxableAmountNotDetermined,
    AdditionalTax: t.AdditionalTax.Amount,
    Counts: t.CountsTowardRequiredDistribution,
    TaxForm: '1099-R',
    BalanceChecked: false,
    Reasons: reasons,
    Warnings: warnings,
    Unchecked: [...new Set(unchecked)],
  };
}

/** What the QcdAggregation reason says of the owner's other IRAs here and of those outside the host. */
function qcdParts(here: OtherIraQcdTotal | undefined, outside: Decimal | undefined, year: number): string {
  const herePart =
    here === undefined
      ? "the owner's other IRAs here were not given"
      : `${here.DistributionCount} from ${here.AccountCount} of the owner's other IRAs here ` +
        `(${decimalString(here.Total)})`;
  const outsidePart =
    outside === undefined
      ? "QCDs from the owner's IRAs outside this host were not stated (OtherQualifiedCharitableDistributions)"
      : `${decimalString(outside)} stated for ${year} from the owner's IRAs outside this host ` +
        '(OtherQualifiedCharitableDistributions)';
  return `${herePart}; ${outsidePart}; added to this account's own`;
}
