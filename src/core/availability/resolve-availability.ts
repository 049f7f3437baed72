import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import { encodeContext, type EncodedContext } from './encode-context.js';
import type { AvailabilityContext, AvailabilityReason, TypeAvailability } from './types.js';

const NONE: readonly AvailabilityReason[] = Object.freeze([]);

/**
 * Which account types the institution and provider may open, each with the reasons it may
 * not: every unmet authority group (with its alternatives), NotContracted, GateNotSatisfied.
 * Never throws; unknown names in the context satisfy nothing.
 */
export function resolveAvailability(catalog: Catalog, ctx: AvailabilityContext): TypeAvailability[] {
  const enc = encodeContext(catalog, ctx ?? { Authorities: [], ContractedTypes: [] });
  const out = new Array<TypeAvailability>(catalog.types.length);
  for (let i = 0; i < catalog.types.length; i++) out[i] = typeAvailability(catalog.types[i]!, enc);
  return out;
}

/** Availability of one type against an encoded context. */
export function typeAvailability(type: CompiledAccountType, enc: EncodedContext): TypeAvailability {
  const i = type.index;
  const contracted = ((enc.contracted[i >>> 5]! >>> (i & 31)) & 1) === 1;
  const gated = type.Status !== 'ship';
  const gateOk = !gated || ((enc.gates[i >>> 5]! >>> (i & 31)) & 1) === 1;
  let reasons: AvailabilityReason[] | undefined;
  for (let g = 0; g < type.groupMasks.length; g++) {
    if ((enc.held & type.groupMasks[g]!) === 0) (reasons ??= []).push(groupUnmet(type.AuthorityGroups[g]!));
  }
  if (!contracted) (reasons ??= []).push({ Code: 'NotContracted', Message: `The provider is not contracted for ${type.Slug}.` });
  if (!gateOk)
    (reasons ??= []).push({
      Code: 'GateNotSatisfied',
      Gate: type.Slug,
      Message: `${type.Slug} is gated and its gate is not satisfied for this provider.`,
    });
  return { Slug: type.Slug, Available: reasons === undefined, Reasons: reasons ?? NONE };
}

export function groupUnmet(group: readonly string[]): AvailabilityReason {
  return {
    Code: 'AuthorityGroupUnmet',
    Group: group,
    Message:
      group.length === 1
        ? `The institution does not hold ${group[0]}.`
        : `The institution holds none of ${group.join(' OR ')}.`,
  };
}
