import type { Catalog } from '../../catalog/types.js';
import { HOLDING_LIMITS } from '../../holdings/limits.js';
import type { HoldingToReevaluate, InstrumentEligibilityFacts } from '../../holdings/types.js';
import { isPlainObject, ownValue } from '../../requests/fields/json-value.js';
import { validateCreateInstitutionRequest } from '../../requests/operator/validate-create-institution.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { assertClock } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { institutionNotFound } from '../not-found.js';
import { holdingsReevaluated } from '../rules/holding-reevaluation.js';
import type { InstitutionRecordToInsert } from './decide-create-institution.js';
import { type HoldingEligibilityChange, MAX_REEVALUATION_EVENTS } from './holding-records.js';

/** An instrument as a re-evaluation reads it, with its id (a StoredInstrument fits). */
export interface InstrumentForReevaluation extends InstrumentEligibilityFacts {
  readonly InstrumentId: string;
}

/**
 * What an institution change needs, read with the institution row locked: the institution (null
 * when not registered), every open holding of every account at it (with the account's type and
 * the holding's current flag), and every instrument those holdings name.
 */
export interface InstitutionChangeFacts extends DecisionClock {
  readonly Institution: InstitutionRecordToInsert | null;
  readonly Holdings: readonly HoldingToReevaluate[];
  readonly Instruments: readonly InstrumentForReevaluation[];
}

export interface InstitutionChangeRecords {
  /** The institution as it is now; absent when the patch changed nothing. */
  readonly Institution?: InstitutionRecordToInsert;
  readonly HoldingEligibility: readonly HoldingEligibilityChange[];
}

export interface InstitutionChangeAnswer {
  readonly InstitutionId: string;
  readonly Changed: readonly ('Name' | 'Authorities' | 'AssetScopes')[];
  readonly HoldingsEvaluated: number;
  readonly HoldingsFlagged: number;
  readonly HoldingsUnflagged: number;
  readonly AccountsAffected: number;
}

export type InstitutionChangeDecision = Decision<InstitutionChangeRecords, InstitutionChangeAnswer>;

const PATCHABLE = ['Name', 'Authorities', 'AssetScopes'] as const;

/**
 * Change an institution (operator, PATCH /v1/institutions/{InstitutionId} `{ Name?, Authorities?,
 * AssetScopes? }`): each field given replaces the stored one, and the result is validated as a
 * new institution would be (catalog authorities; scopes only for held authorities, over catalog
 * classes: narrowing Authorities may need AssetScopes sent too). When the authorities or the
 * scopes changed, every open holding at the institution is re-evaluated (its asset scope is part
 * of assetEligibility): flagged or unflagged with reasons, one account.updated per affected
 * account. Accounts whose type the institution no longer custodies are not closed here.
 */
export function decideInstitutionChange(
  catalog: Catalog,
  facts: InstitutionChangeFacts,
  request: unknown,
  today: string,
): InstitutionChangeDecision | Failure<'InvalidRequest' | 'InstitutionNotFound'> {
  assertClock(today, facts.Now);
  const current = facts.Institution;
  if (current === null) return institutionNotFound();
  assertFact(facts.Holdings.length <= HOLDING_LIMITS.max_batch, 'facts.Holdings is too long for one re-evaluation');
  if (!isPlainObject(request))
    return failure('InvalidRequest', 'The institution change must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The institution change must be a JSON object.' },
    ]);
  // Own properties defined, never assigned: a "__proto__" key of the body stays a field (refused as
  // unknown by the validator) instead of replacing the prototype of `merged`.
  const merged: Record<string, unknown> = {};
  const put = (k: string, v: unknown): void => {
    Object.defineProperty(merged, k, { value: v, enumerable: true, writable: true, configurable: true });
  };
  for (const [k, v] of Object.entries(request)) if (k !== 'ProviderReferenceId') put(k, v);
  for (const k of PATCHABLE) if (ownValue(request, k) === undefined) put(k, current[k]);
  const v = validateCreateInstitutionRequest(catalog, merged);
  if (!v.ok) return v;
  const next = v.value;
  const Changed: ('Name' | 'Authorities' | 'AssetScopes')[] = [];
  if (next.Name !== current.Name) Changed.push('Name');
  if (!sameList(next.Authorities, current.Authorities)) Changed.push('Authorities');
  if (!sameScopes(next.AssetScopes, current.AssetScopes)) Changed.push('AssetScopes');
  const reevaluate = Changed.includes('Authorities') || Changed.includes('AssetScopes');
  const Institution: InstitutionRecordToInsert = { ...current, ...next };
  if (reevaluate)
    assertFact(
      facts.Holdings.every((h) => h.InstitutionId === current.InstitutionId),
      'facts.Holdings must be holdings of accounts at the changed institution',
    );
  const r = reevaluate
    ? holdingsReevaluated(
        catalog,
        facts.Holdings,
        new Map(facts.Instruments.map((i) => [i.InstrumentId, i])),
        [Institution],
        { InstitutionId: current.InstitutionId },
        facts.Now,
      )
    : undefined;
  const eligibility = r?.Changes ?? [];
  const flagged = eligibility.filter((c) => !c.Eligible).length;
  return decision(
    {
      Records: { ...(Changed.length > 0 ? { Institution } : {}), HoldingEligibility: eligibility },
      Result: {
        InstitutionId: current.InstitutionId,
        Changed,
        HoldingsEvaluated: r?.Evaluated ?? 0,
        HoldingsFlagged: flagged,
        HoldingsUnflagged: eligibility.length - flagged,
        AccountsAffected: r?.AffectedAccountIds.length ?? 0,
      },
      Events: r?.Events ?? [],
      Reasons:
        r === undefined
          ? []
          : [
              {
                Rule: 'ContinuousEligibility',
                Message:
                  `${r.Evaluated} holdings at the institution re-evaluated: ${flagged} flagged, ` +
                  `${eligibility.length - flagged} unflagged.`,
                Source: 'Account Operating Service specification, part 2.5 (custodial authority and asset scope)',
              },
            ],
    },
    { max_events: MAX_REEVALUATION_EVENTS },
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function sameScopes(
  a: Readonly<Record<string, readonly string[]>>,
  b: Readonly<Record<string, readonly string[]>>,
): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return sameList(ka, kb) && ka.every((k) => sameList([...a[k]!].sort(), [...b[k]!].sort()));
}
