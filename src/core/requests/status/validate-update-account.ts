import { Decimal } from 'decimal.js';
import type { Catalog } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { parseAmount } from '../../shared/money.js';
import { moneyText } from '../../shared/money-text.js';
import { checkKeys } from '../fields/check-keys.js';
import { parseProviderReferenceId } from '../fields/common-parsers.js';
import { FieldCollector } from '../fields/field-collector.js';
import { isPlainObject, ownValue } from '../fields/json-value.js';
import { enumParser } from '../fields/parse-enum.js';
import { summarizeErrors } from '../fields/summarize.js';
import { ACCOUNT_STATUS_MACHINE, ACCOUNT_STATUSES, type AccountStatus, canTransition } from './status-machines.js';
import { transitionError } from './transition-error.js';

export interface UpdateAccountContext {
  /** The stored account (null when AccountId matched none). Balance, when given, must be zero to close. */
  readonly Account: { readonly AccountStatus: string; readonly Balance?: string | number } | null;
}

export interface NormalizedUpdateAccount {
  readonly ProviderReferenceId?: string;
  /** The status after the update (unchanged when the body names none). */
  readonly AccountStatus: AccountStatus;
  readonly StatusChanged: boolean;
}

export type UpdateAccountResult =
  | { readonly ok: true; readonly value: NormalizedUpdateAccount }
  | Failure<'InvalidRequest' | 'AccountNotFound'>;

const KNOWN = new Set(['ProviderReferenceId', 'AccountStatus']);
/** Account record fields that exist but are fixed at opening or assigned by the service. */
const FIXED_FIELDS = new Set([
  'AccountId',
  'AccountNumber',
  'ClientId',
  'AccountTypeCode',
  'Phase',
  'EstablishedDate',
  'AccountBalance',
  'InstitutionId',
  'TrusteeId',
  'InvestmentId',
]);

/** Update Account (spec 4.4): optional ProviderReferenceId and AccountStatus, moved per ACCOUNT_STATUS_MACHINE. */
export function validateUpdateAccount(
  _catalog: Catalog,
  request: unknown,
  ctx: UpdateAccountContext,
): UpdateAccountResult {
  if (!isPlainObject(request))
    return failure('InvalidRequest', 'The request body must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
    ]);
  const c: unknown = ctx;
  const account = isPlainObject(c) ? ownValue(c, 'Account') : undefined;
  if (!isPlainObject(account))
    return failure('AccountNotFound', 'No account matches the AccountId.', [
      { FieldName: 'AccountId', ErrorCode: 'AccountNotFound', Message: 'No account matches the AccountId.' },
    ]);
  const current = ownValue(account, 'AccountStatus');
  if (!(ACCOUNT_STATUSES as readonly unknown[]).includes(current))
    return failure('InvalidRequest', 'The stored account has no valid AccountStatus.', [
      {
        FieldName: 'AccountStatus',
        ErrorCode: 'InvalidValue',
        Message: 'The stored account has no valid AccountStatus.',
      },
    ]);
  const from = current as AccountStatus;

  const keyErrors = checkKeys(request, {
    known: KNOWN,
    notAllowed: (k) => (FIXED_FIELDS.has(k) ? 'may not be changed by Update Account' : undefined),
    what: 'the Update Account request',
  });
  const f = new FieldCollector(request);
  const ProviderReferenceId = f.read('ProviderReferenceId', parseProviderReferenceId, 'optional');
  const to = f.read('AccountStatus', enumParser(ACCOUNT_STATUSES), 'optional') ?? from;
  if (!canTransition(ACCOUNT_STATUS_MACHINE, from, to))
    f.errors.push(transitionError(ACCOUNT_STATUS_MACHINE, from, to));
  else if (to === 'Closed' && from !== 'Closed') {
    const balance = parseAmount(ownValue(account, 'Balance'), {
      minor_units: 18,
      allowZero: true,
      allowNegative: true,
    });
    if (balance.ok && !balance.value.eq(new Decimal(0)))
      f.add(
        'AccountStatus',
        'BalanceNotZero',
        `The account cannot be closed with a balance of ${moneyText(balance.value.toFixed())}; withdraw or ` +
          `transfer it to zero first.`,
      );
  }
  const errors = [...f.errors, ...keyErrors];
  if (errors.length > 0)
    return failure('InvalidRequest', summarizeErrors('The Update Account request', errors), errors);
  return {
    ok: true,
    value: {
      ...(ProviderReferenceId !== undefined ? { ProviderReferenceId } : {}),
      AccountStatus: to,
      StatusChanged: to !== from,
    },
  };
}
