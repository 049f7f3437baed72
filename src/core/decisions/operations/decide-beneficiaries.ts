import type { BeneficiaryDesignation, SpousalConsentRequirement } from '../../beneficiaries/types.js';
import { validateBeneficiaryDesignations } from '../../beneficiaries/validate-beneficiary-designations.js';
import type { Catalog } from '../../catalog/types.js';
import { parseProviderReferenceId } from '../../requests/fields/common-parsers.js';
import { FieldCollector } from '../../requests/fields/field-collector.js';
import { isPlainObject } from '../../requests/fields/json-value.js';
import { parseBool } from '../../requests/fields/parse-bool.js';
import { parsedError, parsedOk } from '../../requests/fields/parsed.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock, StoredAccount, StoredClient } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { accountNotFound } from '../not-found.js';

/** A designation list as recorded: in force from EffectiveFrom until EffectiveTo (null while current). */
export interface StoredBeneficiaryDesignations {
  readonly DesignationSetId: string;
  readonly AccountId: string;
  readonly Primary: readonly BeneficiaryDesignation[];
  readonly Contingent: readonly BeneficiaryDesignation[];
  /** As the provider attested it with this list; absent when not given. */
  readonly OwnerIsMarried?: boolean | undefined;
  /** USPS code of the owner's state of domicile used for the community-property rule; absent when not known. */
  readonly OwnerStateOfResidence?: string | undefined;
  /** Whether a non-spouse primary beneficiary needed the spouse's consent (null: not known). */
  readonly SpousalConsentRequired: boolean | null;
  /** ISO 8601 UTC date-time the list took effect. */
  readonly EffectiveFrom: string;
  /** ISO 8601 UTC date-time a later list replaced it; null while in force. */
  readonly EffectiveTo: string | null;
}

/**
 * What replacing the list needs, read with the account row locked: the account (null when none of
 * this provider's), its owner (the address's Region, for a US address, is the state of residence
 * unless the body names one), and the list in force now (null when none was ever recorded).
 */
export interface BeneficiariesFacts extends DecisionClock {
  readonly Account: StoredAccount | null;
  readonly Client: StoredClient | null;
  readonly Current: StoredBeneficiaryDesignations | null;
  readonly NewIds: { readonly DesignationSetId: string };
}

export interface BeneficiariesRecords {
  /** The new list to insert; absent when the body repeats the list in force (nothing changes). */
  readonly Designations?: StoredBeneficiaryDesignations;
  /** The list it replaces: set its EffectiveTo. */
  readonly Supersede?: { readonly DesignationSetId: string; readonly EffectiveTo: string };
}

export interface BeneficiariesAnswer {
  readonly AccountId: string;
  readonly DesignationSetId: string;
  readonly EffectiveFrom: string;
  readonly Primary: readonly BeneficiaryDesignation[];
  readonly Contingent: readonly BeneficiaryDesignation[];
  readonly SpousalConsent: SpousalConsentRequirement;
  /** False when the body repeated the list in force: nothing was written. */
  readonly Changed: boolean;
}

export type BeneficiariesDecision = Decision<BeneficiariesRecords, BeneficiariesAnswer>;

const ENVELOPE = ['ProviderReferenceId', 'OwnerIsMarried', 'OwnerStateOfResidence'] as const;
const parseState = (input: unknown) =>
  typeof input === 'string' && /^[A-Za-z]{2}$/.test(input)
    ? parsedOk(input.toUpperCase())
    : parsedError('InvalidFormat', 'must be a two-letter USPS state code such as CA');

/**
 * Replace an account's beneficiary designations (PUT /v1/accounts/{AccountId}/beneficiaries
 * `{ Primary, Contingent, OwnerIsMarried?, OwnerStateOfResidence?, ProviderReferenceId? }`):
 * validateBeneficiaryDesignations (per tier the shares sum to exactly 100.00; per stirpes; the
 * spouse's consent where a plan account or a community-property state requires it for a
 * non-spouse primary beneficiary). The whole list is replaced: the new one takes effect at Now and
 * the one in force gets its EffectiveTo, so the history answers "who was designated at time T".
 * A closed account takes no new list. The body repeating the list in force writes nothing.
 * Emits account.updated `{ AccountId, Reason: 'BeneficiariesReplaced', DesignationSetId,
 * PrimaryCount, ContingentCount }` (no names or dates of birth in the event).
 */
export function decideBeneficiaries(
  catalog: Catalog,
  facts: BeneficiariesFacts,
  request: unknown,
  today: string,
): BeneficiariesDecision | Failure<'AccountNotFound' | 'InvalidRequest'> {
  assertClock(today, facts.Now);
  assertNewGuid('DesignationSetId', facts.NewIds.DesignationSetId);
  const account = facts.Account;
  if (account === null || !catalog.typeBySlug.has(account.AccountTypeCode)) return accountNotFound();
  const current = facts.Current;
  if (current !== null)
    assertFact(
      current.AccountId === account.AccountId && current.EffectiveTo === null,
      'facts.Current must be the account’s list in force',
    );
  if (account.AccountStatus === 'Closed') {
    const m = 'The account is closed: its beneficiary designations can no longer change.';
    return failure('InvalidRequest', m, [{ FieldName: 'AccountId', ErrorCode: 'AccountClosed', Message: m }]);
  }
  if (!isPlainObject(request))
    return failure('InvalidRequest', 'The request body must be a JSON object { Primary, Contingent }.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
    ]);
  const f = new FieldCollector(request);
  f.read('ProviderReferenceId', parseProviderReferenceId, 'optional');
  const married = f.read('OwnerIsMarried', parseBool, 'optional');
  const state = f.read('OwnerStateOfResidence', parseState, 'optional') ?? addressState(facts.Client);
  const owner = {
    AccountTypeCode: account.AccountTypeCode,
    ...(married !== undefined ? { OwnerIsMarried: married } : {}),
    ...(state !== undefined ? { OwnerStateOfResidence: state } : {}),
  };
  const v = validateBeneficiaryDesignations(catalog, request, owner, today, { ignoreKeys: ENVELOPE });
  if (f.errors.length > 0 || !v.ok) {
    const errors = [...f.errors, ...(v.ok ? [] : v.Errors)];
    return failure('InvalidRequest', v.ok ? (f.errors[0]?.Message ?? '') : v.Message, errors);
  }
  const list = v.value;
  const same =
    current !== null &&
    canonical([
      current.Primary,
      current.Contingent,
      current.OwnerIsMarried ?? null,
      current.OwnerStateOfResidence ?? null,
    ]) === canonical([list.Primary, list.Contingent, married ?? null, state ?? null]);
  const kept = same ? current : undefined;
  const Designations: StoredBeneficiaryDesignations = kept ?? {
    DesignationSetId: facts.NewIds.DesignationSetId,
    AccountId: account.AccountId,
    Primary: list.Primary,
    Contingent: list.Contingent,
    ...(married !== undefined ? { OwnerIsMarried: married } : {}),
    ...(state !== undefined ? { OwnerStateOfResidence: state } : {}),
    SpousalConsentRequired: v.SpousalConsent.Required,
    EffectiveFrom: facts.Now,
    EffectiveTo: null,
  };
  return decision({
    Records:
      kept !== undefined
        ? {}
        : {
            Designations,
            ...(current !== null
              ? { Supersede: { DesignationSetId: current.DesignationSetId, EffectiveTo: facts.Now } }
              : {}),
          },
    Result: {
      AccountId: account.AccountId,
      DesignationSetId: Designations.DesignationSetId,
      EffectiveFrom: Designations.EffectiveFrom,
      Primary: Designations.Primary,
      Contingent: Designations.Contingent,
      SpousalConsent: v.SpousalConsent,
      Changed: kept === undefined,
    },
    Events:
      kept !== undefined
        ? []
        : [
            {
              EventType: 'account.updated',
              OccurredAt: facts.Now,
              Data: {
                AccountId: account.AccountId,
                Reason: 'BeneficiariesReplaced',
                DesignationSetId: Designations.DesignationSetId,
                PrimaryCount: list.Primary.length,
                ContingentCount: list.Contingent.length,
              },
            },
          ],
    Reasons: [
      {
        Rule: 'SpousalConsent',
        Message: v.SpousalConsent.Reason,
        ...(v.SpousalConsent.Source !== undefined ? { Source: v.SpousalConsent.Source } : {}),
      },
    ],
    Warnings: v.Warnings,
    Unchecked: v.Unchecked,
  });
}

/** JSON with every object's keys sorted: a stored list read back (jsonb reorders keys) compares equal. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (typeof v === 'object' && v !== null)
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}

/** The owner's state from a US address's Region (a two-letter code), or undefined. */
function addressState(client: StoredClient | null): string | undefined {
  const address = client?.Contact['Address'];
  if (!isPlainObject(address) || address['Country'] !== 'US') return undefined;
  const region = address['Region'];
  return typeof region === 'string' && /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : undefined;
}

/**
 * The list in force at `asOf` (a date YYYY-MM-DD, meaning the end of that day UTC, or an ISO 8601
 * UTC date-time) among an account's recorded lists: the one whose EffectiveFrom is at or before it
 * and whose EffectiveTo is after it (or null). Undefined when none was in force (before the first,
 * or `asOf` malformed). For GET /v1/accounts/{AccountId}/beneficiaries?AsOf=.
 */
export function designationsInForce(
  history: readonly StoredBeneficiaryDesignations[],
  asOf: string,
): StoredBeneficiaryDesignations | undefined {
  const at = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(asOf) ? `${asOf}T23:59:59.999Z` : asOf);
  if (Number.isNaN(at)) return undefined;
  let best: StoredBeneficiaryDesignations | undefined;
  for (const h of history) {
    const from = Date.parse(h.EffectiveFrom);
    const to = h.EffectiveTo === null ? Number.POSITIVE_INFINITY : Date.parse(h.EffectiveTo);
    if (from <= at && at < to && (best === undefined || from > Date.parse(best.EffectiveFrom))) best = h;
  }
  return best;
}
