import { CONTRIBUTION_SOURCES, type ContributionSource } from '../../catalog/enums.js';
import type { Catalog, CompiledAccountType } from '../../catalog/types.js';
import { REPAYABLE_DISTRIBUTIONS, type RepayableDistribution } from '../../contributions/repayment.js';
import { contributionRulesOf } from '../../contributions/rules-of-type.js';
import type { CommuterSubAccount } from '../../contributions/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { checkKeys, tooManyFields } from '../fields/check-keys.js';
import { parseProviderReferenceId, parseYear } from '../fields/common-parsers.js';
import { FieldCollector } from '../fields/field-collector.js';
import { isPlainObject } from '../fields/json-value.js';
import { enumParser } from '../fields/parse-enum.js';
import { parseGuid } from '../fields/parse-guid.js';
import { summarizeErrors } from '../fields/summarize.js';
import { accountTypeOf } from './account-type-of.js';
import { readMoney } from './read-money.js';
import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from './transaction-enums.js';

export interface FundAccountContext {
  /** The slug of the account being funded; or pass the stored account as { Account: { AccountTypeCode } }. */
  readonly AccountTypeCode?: string;
  readonly Account?: { readonly AccountTypeCode: string };
}

export interface NormalizedFundAccount {
  /** Positive, at most the currency's minor units, plain decimal string. */
  readonly Amount: string;
  readonly Currency: string;
  readonly PaymentMethodType: PaymentMethodType;
  readonly TaxYear?: number;
  readonly PlanYear?: number;
  readonly ContributionSource?: ContributionSource;
  readonly ProviderReferenceId?: string;
  /** Commuter benefits: the sub-balance funded (Transit or Parking, 26 U.S.C. 132(f)(2)). */
  readonly SubAccount?: CommuterSubAccount;
  /** ContributionSource Repayment: the early-distribution exception of the distribution repaid. */
  readonly RepaymentOf?: RepayableDistribution;
  /** ContributionSource Repayment: the repaid distribution's TransactionId, when the service paid it. */
  readonly RepaidTransactionId?: string;
}

export const COMMUTER_SUB_ACCOUNTS = ['Transit', 'Parking'] as const;

/** True when the type's contribution rules keep separate monthly sub-balances (commuter benefits). */
export function takesSubAccount(type: CompiledAccountType): boolean {
  const checks = contributionRulesOf(type).rules?.Checks ?? [];
  return checks.some((c) => c.Rule === 'MonthlyLimit');
}

export type FundAccountResult =
  | { readonly ok: true; readonly value: NormalizedFundAccount }
  | Failure<'InvalidRequest' | 'UnknownAccountType'>;

const KNOWN = new Set([
  'Amount',
  'Currency',
  'PaymentMethodType',
  'TaxYear',
  'PlanYear',
  'ContributionSource',
  'ProviderReferenceId',
  'SubAccount',
  'RepaymentOf',
  'RepaidTransactionId',
]);

/**
 * Fund Account body shape (spec 4.7). PlanYear is required for BenefitObligation types, optional
 * for other PlanYear-rule types, not taken otherwise; ContributionSource is required where the
 * type's Contributions are MixedBySource (trump-account). Year and limit rules are
 * checkContributionYear / checkContribution (src/core/contributions).
 */
export function validateFundAccountRequest(
  catalog: Catalog,
  body: unknown,
  ctx: FundAccountContext,
): FundAccountResult {
  if (!isPlainObject(body))
    return failure('InvalidRequest', 'The request body must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
    ]);
  const t = accountTypeOf(catalog, ctx);
  if (!t.ok) return t;
  const type = t.type;
  const keyErrors = checkKeys(body, { known: KNOWN, what: 'the Fund Account request' });
  if (tooManyFields(keyErrors))
    return failure('InvalidRequest', summarizeErrors('The Fund Account request', keyErrors), keyErrors);
  const f = new FieldCollector(body);
  const money = readMoney(f, false);
  const PaymentMethodType = f.read('PaymentMethodType', enumParser(PAYMENT_METHOD_TYPES), 'required');
  const TaxYear = f.read('TaxYear', parseYear, 'optional');
  const planYearPresence =
    type.Nature === 'BenefitObligation'
      ? 'required'
      : type.ContributionYearRule === 'PlanYear'
        ? 'optional'
        : 'forbidden';
  const PlanYear = f.read(
    'PlanYear',
    parseYear,
    planYearPresence,
    `is not taken by ${type.Slug}: its contribution year rule is ${type.ContributionYearRule}`,
  );
  const ContributionSource = f.read(
    'ContributionSource',
    enumParser(CONTRIBUTION_SOURCES),
    type.Contributions === 'MixedBySource' ? 'required' : 'optional',
  );
  const ProviderReferenceId = f.read('ProviderReferenceId', parseProviderReferenceId, 'optional');
  const SubAccount = f.read(
    'SubAccount',
    enumParser(COMMUTER_SUB_ACCOUNTS),
    takesSubAccount(type) ? 'required' : 'forbidden',
    `is not taken by ${type.Slug}: it has no sub-accounts`,
  );
  const repayment = ContributionSource === 'Repayment';
  const onlyRepayment = 'is taken only with ContributionSource Repayment';
  const RepaymentOf = f.read(
    'RepaymentOf',
    enumParser(REPAYABLE_DISTRIBUTIONS),
    repayment ? 'required' : 'forbidden',
    onlyRepayment,
  );
  const RepaidTransactionId = f.read(
    'RepaidTransactionId',
    parseGuid,
    repayment ? 'optional' : 'forbidden',
    onlyRepayment,
  );
  const errors = [...f.errors, ...keyErrors];
  if (
    errors.length > 0 ||
    money.Amount === undefined ||
    money.Currency === undefined ||
    PaymentMethodType === undefined
  )
    return failure('InvalidRequest', summarizeErrors(`The ${type.Slug} Fund Account request`, errors), errors);
  return {
    ok: true,
    value: {
      Amount: money.Amount,
      Currency: money.Currency,
      PaymentMethodType,
      ...(TaxYear !== undefined ? { TaxYear } : {}),
      ...(PlanYear !== undefined ? { PlanYear } : {}),
      ...(ContributionSource !== undefined ? { ContributionSource } : {}),
      ...(ProviderReferenceId !== undefined ? { ProviderReferenceId } : {}),
      ...(SubAccount !== undefined ? { SubAccount } : {}),
      ...(RepaymentOf !== undefined ? { RepaymentOf } : {}),
      ...(RepaidTransactionId !== undefined ? { RepaidTransactionId } : {}),
    },
  };
}
