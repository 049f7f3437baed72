import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import { type EncodedContext, encodeContext } from './encode-context.js';
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
  const reasons = reasonsByIndex(catalog);
  for (let i = 0; i < catalog.types.length; i++) out[i] = availabilityOf(catalog.types[i]!, enc, reasons[i]!);
  return out;
}

/** The reasons a type can give, built once per compiled type: frozen, so results may share them. */
interface TypeReasons {
  readonly groups: readonly AvailabilityReason[];
  readonly notContracted: AvailabilityReason;
  readonly gate: AvailabilityReason;
}
const reasonCache = new WeakMap<CompiledAccountType, TypeReasons>();
const catalogCache = new WeakMap<Catalog, readonly TypeReasons[]>();

/** Every type's reasons by type index: one lookup per sweep instead of one per type. */
function reasonsByIndex(catalog: Catalog): readonly TypeReasons[] {
  let r = catalogCache.get(catalog);
  if (r === undefined) {
    r = Object.freeze(catalog.types.map(reasonsOf));
    catalogCache.set(catalog, r);
  }
  return r;
}

function reasonsOf(type: CompiledAccountType): TypeReasons {
  let r = reasonCache.get(type);
  if (r === undefined) {
    r = Object.freeze({
      groups: Object.freeze(type.AuthorityGroups.map((g) => Object.freeze(groupUnmet(g)))),
      notContracted: Object.freeze({
        Code: 'NotContracted',
        Message: `The provider is not contracted for ${type.Slug}.`,
      } as const),
      gate: Object.freeze({
        Code: 'GateNotSatisfied',
        Gate: type.Slug,
        Message: `${type.Slug} is gated and its gate is not satisfied for this provider.`,
      } as const),
    });
    reasonCache.set(type, r);
  }
  return r;
}

/** Availability of one type against an encoded context. */
export function typeAvailability(type: CompiledAccountType, enc: EncodedContext): TypeAvailability {
  return availabilityOf(type, enc, reasonsOf(type));
}

function availabilityOf(type: CompiledAccountType, enc: EncodedContext, cached: TypeReasons): TypeAvailability {
  const i = type.index;
  const contracted = ((enc.contracted[i >>> 5]! >>> (i & 31)) & 1) === 1;
  const gated = type.Status !== 'ship';
  const gateOk = !gated || ((enc.gates[i >>> 5]! >>> (i & 31)) & 1) === 1;
  let reasons: AvailabilityReason[] | undefined;
  for (let g = 0; g < type.groupMasks.length; g++) {
    if ((enc.held & type.groupMasks[g]!) === 0) (reasons ??= []).push(cached.groups[g]!);
  }
  if (!contracted) (reasons ??= []).push(cached.notContracted);
  if (!gateOk) (reasons ??= []).push(cached.gate);
  return { Slug: type.Slug, Available: reasons === undefined, Reasons: reasons ?? NONE };
}

export function groupUnmet(group: readonly string[]): AvailabilityReason {
  return {
    Code: 'AuthorityGroupUnmet',
    Group: Object.freeze([...group]),
    Message:
      group.length === 1
        ? `The institution does not hold ${group[0]}.`
        : `The institution holds none of ${group.join(' OR ')}.`,
  };
}
