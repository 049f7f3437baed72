import type { Catalog } from '../../catalog/types.js';
import { ageOn, parseIsoDate, type YMD } from '../../shared/dates.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { parseAmount } from '../../shared/money.js';
import { dateReaching59AndAHalf } from '../age-fifty-nine-and-a-half.js';
import { isDistributionReason } from '../distribution-reason.js';
import { isEarlyDistributionException } from '../early-distribution-exceptions.js';
import { treatmentOfType } from '../treatment-kind.js';
import { bad } from './bad.js';
import type { Given } from './given.js';
import type { DistributionTreatmentQuery } from './types.js';

/**
 * The query checked field by field (the first fault is the failure) and read: the account's
 * treatment, the dates, the amount, the owner's age and whether 59 1/2 is reached.
 */
export function readQuery(catalog: Catalog, q: DistributionTreatmentQuery): Given | Failure {
  if (typeof q !== 'object' || q === null) return bad('(query)', 'must be an object');
  const treatment = treatmentOfType(catalog, q.AccountTypeCode);
  if (typeof treatment === 'string')
    return catalog.typeBySlug.has(q.AccountTypeCode)
      ? bad('AccountTypeCode', treatment, 'NoDistributionTreatment')
      : failure('UnknownAccountType', treatment);
  if (!isDistributionReason(q.DistributionReason))
    return bad('DistributionReason', 'is not a DistributionReason (see docs/withdrawals.md)');
  const on = parseIsoDate(q.DistributionDate);
  if (!on) return bad('DistributionDate', 'must be a date YYYY-MM-DD');
  const amountR = parseAmount(q.Amount);
  if (!amountR.ok) return bad('Amount', amountR.message);
  let birth: YMD | undefined;
  if (q.OwnerDateOfBirth !== undefined) {
    birth = parseIsoDate(q.OwnerDateOfBirth);
    if (!birth) return bad('OwnerDateOfBirth', 'must be a date YYYY-MM-DD');
    if (q.DistributionDate < q.OwnerDateOfBirth) return bad('OwnerDateOfBirth', 'is after the distribution date');
  }
  if (q.EarlyDistributionException !== undefined && !isEarlyDistributionException(q.EarlyDistributionException))
    return bad('EarlyDistributionException', 'is not an exception of 26 U.S.C. 72(t)(2) (see docs/withdrawals.md)');
  const half = birth ? dateReaching59AndAHalf(birth) : undefined;
  return {
    catalog,
    q,
    treatment,
    reason: q.DistributionReason,
    on,
    amount: amountR.value,
    birth,
    age: birth ? ageOn(birth, on) : null,
    half,
    reached: half === undefined ? null : q.DistributionDate >= half,
  };
}
