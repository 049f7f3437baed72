import type { Failure } from '../../shared/error-codes.js';
import { Decimal } from '../../shared/money.js';
import { type RothDistributionCircumstance, rothDistribution } from '../roth-distribution.js';
import type { DistributionTreatmentKind } from '../treatment-kind.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import { rothAdditionalTax } from './roth-additional-tax.js';
import { rothCodes, rothCodesReason } from './roth-codes.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/**
 * A Roth IRA (or inherited Roth IRA) distribution: the Roth ordering rules (rothDistribution) give
 * the taxable part and the additional tax base; the codes are J, Q or T unless the caller set them
 * (keepCodes). `age` and `reached` are those the result reports (null for an inherited Roth IRA).
 */
export function rothPart(
  g: Given,
  kind: DistributionTreatmentKind,
  w: Work,
  circumstance: RothDistributionCircumstance,
  age: number | null,
  reached: boolean | null,
  keepCodes: boolean,
): DistributionTreatment | Failure {
  const { q } = g;
  const facts = q.Roth ?? {};
  const r = rothDistribution(g.catalog, {
    ...facts,
    DistributionDate: q.DistributionDate,
    Amount: q.Amount,
    Circumstance: circumstance,
    ...(q.OwnerDateOfBirth !== undefined && kind === 'RothIra' ? { OwnerDateOfBirth: q.OwnerDateOfBirth } : {}),
  });
  if (!r.ok)
    return {
      ...r,
      Message: `Roth: ${r.Message}`,
      Errors: r.Errors.map((e) => ({ ...e, FieldName: `Roth.${e.FieldName}` })),
    };
  w.roth = r;
  w.unchecked.push(...r.Unchecked.map((u) => (u === 'OwnerDateOfBirth' ? u : `Roth.${u}`)));
  for (const m of r.Reasons) w.reasons.push({ Rule: 'RothDistribution', Message: m, Source: r.Sources[0] ?? '' });
  w.taxable = r.TaxableAmount === null ? null : new Decimal(r.TaxableAmount);
  if (!keepCodes) {
    w.codes = rothCodes(r, circumstance, reached);
    w.reasons.push(rothCodesReason(w.codes));
  }
  // Additional tax: on the Roth base, less any claimed exception.
  const tax = rothAdditionalTax(g, w, r, circumstance, reached);
  if ('ok' in tax) return tax;
  w.tax = tax;
  return finish(q, kind, q.DistributionReason, w, age, reached, null);
}
