import { heldMask } from '../../availability/encode-context.js';
import { groupUnmet, typeAnswer } from '../../availability/resolve-availability.js';
import type { AvailabilityReason } from '../../availability/types.js';
import type { Catalog, CompiledAccountType } from '../../catalog/types.js';
import type { FieldError } from '../../shared/error-codes.js';
import type { FieldValue } from '../types.js';

export interface Authorization {
  /** Unmet authority groups, including conditional groups whose When matches the request. */
  readonly unmet: readonly { readonly group: readonly string[]; readonly because?: string }[];
  /** NotContracted and GateNotSatisfied reasons. */
  readonly unavailable: readonly AvailabilityReason[];
}

/**
 * Authority and availability of one type for one institution and provider, via the availability
 * capability: the held authorities, and whether the provider is contracted for the type and its
 * gate satisfied (the caller reads those two from its lists for this one type).
 */
export function authorize(
  catalog: Catalog,
  type: CompiledAccountType,
  values: Readonly<Record<string, FieldValue>>,
  ctx: { readonly Authorities: readonly string[]; readonly contracted: boolean; readonly gateSatisfied: boolean },
): Authorization {
  const held = heldMask(catalog, ctx.Authorities);
  const reasons = typeAnswer(type, held, ctx.contracted, ctx.gateSatisfied).Reasons;
  const unmet: { group: readonly string[]; because?: string }[] = [];
  const unavailable: AvailabilityReason[] = [];
  for (const r of reasons) {
    if (r.Code === 'AuthorityGroupUnmet') unmet.push({ group: r.Group });
    else unavailable.push(r);
  }
  type.conditionalGroups.forEach((c, ci) => {
    if (values[c.Field] !== c.Equals) return;
    const def = type.ConditionalAuthorityGroups[ci];
    c.groupMasks.forEach((mask, gi) => {
      const group = def?.Groups[gi];
      if (group && (held & mask) === 0)
        unmet.push({ group, because: `${c.Field} is ${String(c.Equals)} (${def.Source})` });
    });
  });
  return { unmet, unavailable };
}

/** One message per unmet group, naming its alternatives; a lone authority is said to have no substitute. */
export function unmetGroupErrors(type: CompiledAccountType, unmet: Authorization['unmet']): FieldError[] {
  return unmet.map(({ group, because }) => {
    let message = groupUnmet(group).Message;
    message +=
      group.length === 1
        ? ` ${type.Slug} requires ${group[0]}, and no other authority substitutes for it.`
        : ` ${type.Slug} requires one of ${group.join(', ')}.`;
    if (type.Nature === 'DepositLiability')
      message +=
        ' Only an insured depository institution may take deposits; a nonbank custodian approval or a ' +
        'trust charter does not confer deposit-taking authority.';
    if (because) message += ` Required because ${because}.`;
    return { FieldName: 'InstitutionId', ErrorCode: 'AuthorityGroupUnmet', Message: message };
  });
}
