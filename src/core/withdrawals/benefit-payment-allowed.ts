import type { Catalog } from '../catalog/types.js';
import { type Failure, failure } from '../shared/error-codes.js';
import type { DistributionReason } from './distribution-reason.js';

// Benefit accounts (natures BenefitObligation) pay claims, never cash: a health or dependent
// care FSA, an HRA and a commuter account reimburse expenses only (a cash-out would make the
// benefit taxable), and a lifestyle spending account pays claims as taxable wages.

export interface BenefitPaymentQuery {
  readonly AccountTypeCode: string;
  readonly DistributionReason: DistributionReason;
}

export type BenefitPaymentAllowed = { readonly ok: true; readonly Source: string } | Failure;

const SOURCES: Readonly<Record<string, string>> = {
  'health-care-fsa': 'Prop. 26 CFR 1.125-5(k) (no cash-out of a health FSA); 26 U.S.C. 125(d)(2)',
  'dependent-care-fsa': 'Prop. 26 CFR 1.125-6 (reimbursement of incurred expenses only); 26 U.S.C. 129',
  'health-reimbursement-arrangement': 'Rev. Rul. 2002-41; Notice 2002-45 (medical reimbursements only)',
  'commuter-benefits': '26 CFR 1.132-9 Q&A-14 (no cash refund of unused transit or parking amounts); 26 U.S.C. 132(f)',
  'lifestyle-spending-account': '26 U.S.C. 61(a)(1) (claims paid as taxable wages under the plan)',
};

/** Whether a benefit account may pay for this reason: only Reimbursement. Never throws. */
export function benefitPaymentAllowed(catalog: Catalog, q: BenefitPaymentQuery): BenefitPaymentAllowed {
  if (typeof q !== 'object' || q === null) return failure('InvalidRequest', 'the query must be an object');
  const type = typeof q.AccountTypeCode === 'string' ? catalog.typeBySlug.get(q.AccountTypeCode) : undefined;
  if (!type)
    return failure(
      'UnknownAccountType',
      `unknown account type ${JSON.stringify(String(q.AccountTypeCode).slice(0, 60))}`,
    );
  if (type.Nature !== 'BenefitObligation')
    return failure('InvalidRequest', `${type.Slug} is not a benefit account (nature ${type.Nature})`);
  const source = SOURCES[type.Slug] ?? type.Sources[0] ?? '';
  if (q.DistributionReason !== 'Reimbursement')
    return failure(
      'DistributionNotPermitted',
      `a ${type.Slug} pays reimbursements of claims only (DistributionReason Reimbursement), never cash (${source})`,
    );
  return { ok: true, Source: source };
}
