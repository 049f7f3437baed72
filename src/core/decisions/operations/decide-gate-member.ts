import type { Catalog } from '../../catalog/types.js';
import type { Failure } from '../../shared/error-codes.js';
import { type Decision, type DecisionWarning, decision } from '../decision.js';
import type { PutGatesAnswer } from './decide-put-gates.js';
import { changeProviderListMember, type ProviderListMemberFacts } from './provider-list-member.js';

export type GateMemberFacts = ProviderListMemberFacts;

export interface GateMemberRecords {
  /** The whole list after the change; absent when the list already was so (nothing to write). */
  readonly Gates?: { readonly ProviderId: string; readonly SatisfiedGates: readonly string[] };
}

export type GateMemberDecision = Decision<GateMemberRecords, PutGatesAnswer>;
type GateMemberFailure = Failure<'InvalidRequest' | 'UnknownAccountType' | 'ProviderNotFound'>;

function gateDecision(
  catalog: Catalog,
  facts: GateMemberFacts,
  request: unknown,
  today: string,
  change: 'add' | 'remove',
): GateMemberDecision | GateMemberFailure {
  const o = changeProviderListMember(catalog, facts, request, today, { list: 'gates', change });
  if (!('List' in o)) return o;
  const answer = { ProviderId: o.ProviderId, SatisfiedGates: o.List };
  const warnings: DecisionWarning[] =
    change === 'add' && catalog.typeBySlug.get(o.Slug)?.Status === 'ship'
      ? [
          {
            Code: 'GateNotNeeded',
            Message:
              `${o.Slug} has Status ship and needs no gate; availability is unchanged by it. Remove the gate ` +
              `with DELETE if it was added by mistake.`,
            Source: 'Account Operating Service specification, part 2.5 (availability rule)',
          },
        ]
      : [];
  return decision({ Records: o.Changed ? { Gates: answer } : {}, Result: answer, Warnings: warnings });
}

/**
 * Add one satisfied gate (operator, PUT /v1/providers/{ProviderId}/gates/{AccountTypeCode}, body
 * `{}` or none; a gate is named by the type's slug, design.md section 2): a catalog slug; the
 * provider must exist. At the end of the list; already there, nothing changes. A gate for a type
 * whose Status is ship is stored but changes nothing: a GateNotNeeded warning says so, as
 * decidePutGates. Answers the whole list. No event.
 */
export function decideAddGate(
  catalog: Catalog,
  facts: GateMemberFacts,
  request: unknown,
  today: string,
): GateMemberDecision | GateMemberFailure {
  return gateDecision(catalog, facts, request, today, 'add');
}

/**
 * Remove one satisfied gate (operator, DELETE /v1/providers/{ProviderId}/gates/{AccountTypeCode}):
 * as decideAddGate; a gate the list does not hold changes nothing (answered with the list).
 */
export function decideRemoveGate(
  catalog: Catalog,
  facts: GateMemberFacts,
  request: unknown,
  today: string,
): GateMemberDecision | GateMemberFailure {
  return gateDecision(catalog, facts, request, today, 'remove');
}
