import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import type { MovementRules } from './catalog-schema.js';
import type { MovementRefused } from './types.js';

/**
 * IRAs for the one-rollover-per-year rule of 408(d)(3)(B): traditional (SEP, SIMPLE), Roth and inherited (a Trump
 * account is a traditional IRA here); not Coverdell ESAs, HSAs or employer plans.
 */
export function isIra(rules: MovementRules): boolean {
  return rules.TaxCharacter !== 'Coverdell' && rules.TaxCharacter !== 'Hsa' && rules.TaxCharacter !== 'EmployerPlan';
}

/** A health savings account (223): it moves only to and from another HSA. */
export function isHsa(rules: MovementRules): boolean {
  return rules.TaxCharacter === 'Hsa';
}

export interface TypeWithMovementRules {
  readonly type: CompiledAccountType;
  readonly rules: MovementRules;
}

/**
 * An account type and its catalog MovementRules, or the refusal to answer: an unknown type is
 * UnknownAccountType; a type without MovementRules (a Trump account, a deposit account) cannot
 * take part in a movement, and the refusal names the operation's error code.
 */
export function movementRulesOf(
  catalog: Catalog,
  slug: string,
  field: string,
  notPermitted: MovementRefused['ErrorCode'],
): TypeWithMovementRules | MovementRefused {
  const type = catalog.typeBySlug.get(slug);
  if (!type)
    return {
      ok: false,
      ErrorCode: 'UnknownAccountType',
      Message: `${field} ${JSON.stringify(slug)} is not an account type of the catalog`,
      Errors: [{ FieldName: field, ErrorCode: 'UnknownAccountType', Message: 'is not an account type of the catalog' }],
      Reasons: [],
      Unchecked: [],
    };
  if (!type.MovementRules)
    return {
      ok: false,
      ErrorCode: notPermitted,
      Message: `${type.Slug} has no MovementRules in the catalog, so money cannot be moved into or out of it this way`,
      Errors: [{ FieldName: field, ErrorCode: 'MovementRulesMissing', Message: 'the type has no MovementRules' }],
      Rule: 'movement-rules-missing',
      Source: `catalog ${type.file} (docs/movements.md)`,
      Reasons: [],
      Unchecked: [],
    };
  return { type, rules: type.MovementRules };
}
