import type { Catalog } from '../catalog/types.js';
import { type Failure, failure } from '../shared/error-codes.js';
import { compute } from './treatment/compute.js';
import type { DistributionTreatment, DistributionTreatmentQuery } from './treatment/types.js';

// The tax treatment of one distribution from an IRA or plan account: the Form 1099-R box 7
// code(s), whether the 72(t) additional tax applies and under which exception, the taxable
// amount where the payer can know it, and the withholding regime. Pure; never throws.
// The rules are in ./treatment/, one step to a module (compute.ts reads them in order).

export type {
  AdditionalTax,
  AdditionalTaxRelief,
  AdditionalTaxStatus,
  DistributionTreatment,
  DistributionTreatmentQuery,
  RothFacts,
} from './treatment/types.js';

/** The treatment of an IRA or plan distribution. Never throws; missing facts go to Unchecked. */
export function distributionTreatment(
  catalog: Catalog,
  q: DistributionTreatmentQuery,
): DistributionTreatment | Failure {
  try {
    return compute(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the distribution treatment query could not be read');
  }
}
