import type { Catalog, CompiledAccountType } from '../catalog/types.js';

// How the tax rules see an account type: the catalog's DistributionRules.Treatment (a type file
// field; catalog/types/*.json). Types without one (benefit, deposit, Coverdell, trust accounts)
// pay out through their own rules, not 72(t) or Form 1099-R.

export const DISTRIBUTION_TREATMENTS = [
  'TraditionalIra',
  'SepIra',
  'SimpleIra',
  'RothIra',
  'InheritedTraditionalIra',
  'InheritedRothIra',
  'TrumpAccount',
  'QualifiedPlan',
  'Plesa',
] as const;
export type DistributionTreatmentKind = (typeof DISTRIBUTION_TREATMENTS)[number];

export interface TreatmentOfType {
  readonly Kind: DistributionTreatmentKind;
  readonly Source: string;
  readonly type: CompiledAccountType;
}

/** The treatment of an account type, or a message saying why there is none. Never throws. */
export function treatmentOfType(catalog: Catalog, slug: unknown): TreatmentOfType | string {
  const type = typeof slug === 'string' ? catalog.typeBySlug.get(slug) : undefined;
  if (!type)
    return `AccountTypeCode ${JSON.stringify(String(slug).slice(0, 60))} is not an account type of the catalog`;
  const rules = type.DistributionRules ?? {};
  const kind = rules['Treatment'];
  if (typeof kind !== 'string' || !(DISTRIBUTION_TREATMENTS as readonly string[]).includes(kind))
    return `${type.Slug} has no IRA or plan distribution treatment in the catalog (DistributionRules.Treatment)`;
  const source = rules['TreatmentSource'];
  return {
    Kind: kind as DistributionTreatmentKind,
    Source: typeof source === 'string' ? source : (type.Sources[0] ?? ''),
    type,
  };
}

/** IRAs whose distributions check the IRA/SEP/SIMPLE box of Form 1099-R. */
export function isTraditionalKind(kind: DistributionTreatmentKind): boolean {
  return kind === 'TraditionalIra' || kind === 'SepIra' || kind === 'SimpleIra' || kind === 'TrumpAccount';
}

/**
 * Whether a distribution of this kind checks the IRA/SEP/SIMPLE box of Form 1099-R: a
 * traditional, SEP or SIMPLE IRA, inherited ones included (never a recharacterization, which the
 * caller excludes by its reason or code).
 */
export function checksIraSepSimpleBox(kind: DistributionTreatmentKind): boolean {
  return isTraditionalKind(kind) || kind === 'InheritedTraditionalIra';
}

export function isRothKind(kind: DistributionTreatmentKind): boolean {
  return kind === 'RothIra' || kind === 'InheritedRothIra';
}

export function isPlanKind(kind: DistributionTreatmentKind): boolean {
  return kind === 'QualifiedPlan' || kind === 'Plesa';
}
