import type { CompiledAccountType } from '../catalog/types.js';
import { type EligibilityPart, eligibilityPart } from './eligibility-part.js';
import { describePredicate, evaluatePredicate } from './evaluate-predicate.js';
import { exclusionReasons } from './exclusion-reasons.js';
import type { AssetEligibilityReason } from './types.js';

const SPEC_MATRIX = 'Account Operating Service specification, part 2.5 (Eligible assets)';

/**
 * The instrument dimension for a class the type does not refuse outright: on a Conditional cell
 * every predicate for the class must pass (missing facts leave it open), then the type's
 * instrument exclusions apply in any class.
 */
export function instrumentPart(
  type: CompiledAccountType,
  assetClass: string,
  conditional: boolean,
  attributes: Readonly<Record<string, unknown>> | undefined,
): EligibilityPart {
  const blocking: AssetEligibilityReason[] = [];
  const open: AssetEligibilityReason[] = [];
  if (conditional) predicateReasons(type, assetClass, attributes, blocking, open);
  exclusionReasons(type, assetClass, conditional, attributes, blocking, open);
  return eligibilityPart(blocking, open, []);
}

function predicateReasons(
  type: CompiledAccountType,
  assetClass: string,
  attributes: Readonly<Record<string, unknown>> | undefined,
  blocking: AssetEligibilityReason[],
  open: AssetEligibilityReason[],
): void {
  const predicates = type.InstrumentPredicates.filter((p) => p.AssetClasses.includes(assetClass));
  if (predicates.length === 0) {
    open.push({
      Code: 'ConditionNotInCatalog',
      Message:
        `${assetClass} is Conditional for ${type.Slug} and the catalog states no predicate for it; the ` +
        `condition must be reviewed outside the engine.`,
      Source: SPEC_MATRIX,
    });
    return;
  }
  for (const p of predicates) {
    const outcome = evaluatePredicate(p, attributes);
    if (outcome === 'Pass') continue;
    const base = { Attribute: p.Attribute, Source: p.Source };
    if (outcome === 'Fail')
      blocking.push({
        Code: 'PredicateFailed',
        Message:
          `${p.Description} Requires ${describePredicate(p)}; the instrument has ` +
          `${JSON.stringify(attributes?.[p.Attribute])}.`,
        ...base,
      });
    else if (outcome === 'Missing')
      open.push({
        Code: 'AttributeMissing',
        Message:
          `${assetClass} is Conditional for ${type.Slug}: the instrument attribute ${p.Attribute} is needed ` +
          `(${describePredicate(p)}). ${p.Description}`,
        ...base,
      });
    else
      open.push({
        Code: 'AttributeInvalid',
        Message:
          `The instrument attribute ${p.Attribute} must be a ${typeof p.Value} to decide ` + `${describePredicate(p)}.`,
        ...base,
      });
  }
}
