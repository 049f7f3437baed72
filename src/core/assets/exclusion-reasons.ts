import type { CompiledAccountType } from '../catalog/types.js';
import type { AssetEligibilityReason } from './types.js';

/**
 * Instrument exclusions of the type (for example "an IRA never holds life insurance"): an
 * instrument whose attribute equals the excluded value is NotPermitted in every asset class. A
 * missing attribute excludes nothing (the matrix cell stands); a value of the wrong type leaves
 * the answer undecided (AttributeInvalid), as for predicates. Where a predicate of a Conditional
 * cell reads the same attribute, the predicate decides (it also needs the fact), so the same rule
 * is never reported twice.
 */
export function exclusionReasons(
  type: CompiledAccountType,
  assetClass: string,
  conditional: boolean,
  attributes: Readonly<Record<string, unknown>> | undefined,
  blocking: AssetEligibilityReason[],
  open: AssetEligibilityReason[],
): void {
  const exclusions = type.InstrumentExclusions;
  for (let i = 0; i < exclusions.length; i++) {
    const e = exclusions[i]!;
    if (attributes === undefined || !Object.hasOwn(attributes, e.Attribute)) continue;
    const actual = attributes[e.Attribute];
    if (actual === undefined || actual === null) continue;
    if (
      conditional &&
      type.InstrumentPredicates.some((p) => p.Attribute === e.Attribute && p.AssetClasses.includes(assetClass))
    )
      continue;
    const base = { Attribute: e.Attribute, Source: e.Source };
    if (typeof actual !== typeof e.Equals || (typeof actual === 'number' && !Number.isFinite(actual))) {
      open.push({
        Code: 'AttributeInvalid',
        Message:
          `The instrument attribute ${e.Attribute} must be a ${typeof e.Equals} to decide the exclusion ` + `${e.Id}.`,
        ...base,
      });
      continue;
    }
    if (actual === e.Equals)
      blocking.push({
        Code: 'InstrumentExcluded',
        Message: `${e.Description} The instrument has ${e.Attribute} = ${JSON.stringify(actual)}.`,
        ...base,
      });
  }
}
