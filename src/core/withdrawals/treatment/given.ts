import type { Catalog } from '../../catalog/types.js';
import type { YMD } from '../../shared/dates.js';
import type { Decimal } from '../../shared/money.js';
import type { DistributionReason } from '../distribution-reason.js';
import type { TreatmentOfType } from '../treatment-kind.js';
import type { DistributionTreatmentQuery } from './types.js';

/** The query as readQuery checked and read it: every step reads it, none changes it. */
export interface Given {
  readonly catalog: Catalog;
  readonly q: DistributionTreatmentQuery;
  readonly treatment: TreatmentOfType;
  readonly reason: DistributionReason;
  readonly on: YMD;
  readonly amount: Decimal;
  /** The owner's date of birth; undefined when not given. */
  readonly birth: YMD | undefined;
  readonly age: number | null;
  /** The day the owner reaches 59 1/2 (YYYY-MM-DD); undefined without a date of birth. */
  readonly half: string | undefined;
  /** Whether the owner has reached 59 1/2 on the distribution date; null without a date of birth. */
  readonly reached: boolean | null;
}
