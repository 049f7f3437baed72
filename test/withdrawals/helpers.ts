import { expect } from 'vitest';
import {
  type DistributionTreatment,
  type DistributionTreatmentQuery,
  defaultCatalog,
  distributionTreatment,
} from '../../src/index.js';

/** distributionTreatment on the bundled catalog; fails the test on a Failure. */
export function treat(q: Partial<DistributionTreatmentQuery>): DistributionTreatment {
  const r = distributionTreatment(defaultCatalog, {
    AccountTypeCode: 'sep-ira',
    DistributionReason: 'Normal',
    DistributionDate: '2025-06-02',
    Amount: '1000',
    ...q,
  } as DistributionTreatmentQuery);
  if (!r.ok) throw new Error(`${r.ErrorCode}: ${r.Message}`);
  return r;
}

/** Born 1980-01-15: 45 in 2025 (before 59 1/2). */
export const YOUNG = '1980-01-15';
/** Born 1960-01-15: reaches 59 1/2 on 2019-07-15. */
export const OLD = '1960-01-15';

export function expectCodes(r: DistributionTreatment, codes: readonly string[] | null): void {
  expect(r.DistributionCodes).toEqual(codes);
}
