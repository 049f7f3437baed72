import type { Catalog } from '../../catalog/types.js';
import { HOLDING_LIMITS } from '../../holdings/limits.js';
import type { HoldingToReevaluate } from '../../holdings/types.js';
import { applyInstrumentChange } from '../../instruments/apply-instrument-change.js';
import type { InstrumentChanges, InstrumentPrice } from '../../instruments/instrument-types.js';
import type { InstitutionRecord } from '../../requests/create-account/types.js';
import { withEnvelopeReference } from '../../requests/fields/envelope-reference.js';
import type { Failure } from '../../shared/error-codes.js';
import { assertClock } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { instrumentNotFound } from '../not-found.js';
import { holdingsReevaluated } from '../rules/holding-reevaluation.js';
import { INSTRUMENT_ENVELOPE_KEYS } from './decide-create-instrument.js';
import { type HoldingEligibilityChange, MAX_REEVALUATION_EVENTS, type StoredInstrument } from './holding-records.js';

/**
 * What an instrument change needs, read with the instrument row locked: the instrument (null when
 * not registered), every open holding of it (Quantity above zero, of every provider) with its
 * account's type and institution and its current flag, and every institution those holdings name.
 * The holdings are read only when the change re-evaluates (the asset class or an attribute
 * changed); a host may pass them always.
 */
export interface InstrumentChangeFacts extends DecisionClock {
  readonly Instrument: StoredInstrument | null;
  readonly Holdings: readonly HoldingToReevaluate[];
  readonly Institutions: readonly InstitutionRecord[];
}

export interface InstrumentChangeRecords {
  /** The instrument as it is now (with every price); absent when the patch changed nothing. */
  readonly Instrument?: StoredInstrument;
  /** The prices to insert or replace: the dates the patch added or changed, ascending. */
  readonly PricesToWrite: readonly InstrumentPrice[];
  /** Holdings to flag (Eligible false, with reasons) or to unflag (Eligible true). */
  readonly HoldingEligibility: readonly HoldingEligibilityChange[];
}

export interface InstrumentChangeAnswer {
  readonly InstrumentId: string;
  readonly Changes: InstrumentChanges;
  /** True when the asset class or an attribute changed and every holding was re-evaluated. */
  readonly Reevaluated: boolean;
  readonly HoldingsEvaluated: number;
  readonly HoldingsFlagged: number;
  readonly HoldingsUnflagged: number;
  /** Accounts that get an account.updated. */
  readonly AccountsAffected: number;
}

export type InstrumentChangeDecision = Decision<InstrumentChangeRecords, InstrumentChangeAnswer>;

/**
 * Change a registered instrument (operator, PATCH /v1/instruments/{InstrumentId}):
 * applyInstrumentChange (Name, AssetClass, QuantityScale that only grows, Attributes merged with
 * null removing one, Prices merged by date; the identifier and currency are fixed). When the
 * asset class or an attribute changed, every open holding is re-evaluated against the instrument
 * as it is now (spec part 2.5, predicates "evaluated continuously, not only at purchase"): each no
 * longer eligible is flagged with assetEligibility's reasons, each eligible again is unflagged, and
 * every account with a holding whose flag changed gets one account.updated. A patch that changes
 * nothing writes nothing. Prices alone never re-evaluate.
 */
export function decideInstrumentChange(
  catalog: Catalog,
  facts: InstrumentChangeFacts,
  request: unknown,
  today: string,
): InstrumentChangeDecision | Failure<'InvalidRequest' | 'InstrumentNotFound'> {
  assertClock(today, facts.Now);
  const current = facts.Instrument;
  if (current === null) return instrumentNotFound();
  assertFact(facts.Holdings.length <= HOLDING_LIMITS.max_batch, 'facts.Holdings is too long for one re-evaluation');
  const applied = withEnvelopeReference(
    request,
    applyInstrumentChange(catalog, current, request, { ignoreKeys: INSTRUMENT_ENVELOPE_KEYS }),
  );
  if (!applied.ok) return applied;
  const { Changes, Reevaluate } = applied.value;
  const changed =
    Changes.Name !== undefined ||
    Changes.AssetClass !== undefined ||
    Changes.QuantityScale !== undefined ||
    Changes.Attributes.length > 0 ||
    Changes.PricesAdded.length > 0 ||
    Changes.PricesChanged.length > 0;
  const Instrument: StoredInstrument = {
    ...applied.value.Instrument,
    InstrumentId: current.InstrumentId,
    CreatedDate: current.CreatedDate,
    UpdatedDate: changed ? facts.Now : current.UpdatedDate,
  };
  if (Reevaluate)
    assertFact(
      facts.Holdings.every((h) => h.InstrumentId === current.InstrumentId),
      'facts.Holdings must be holdings of the changed instrument',
    );
  const r = Reevaluate
    ? holdingsReevaluated(
        catalog,
        facts.Holdings,
        new Map([[current.InstrumentId, Instrument]]),
        facts.Institutions,
        { InstrumentId: current.InstrumentId },
        facts.Now,
      )
    : undefined;
  const eligibility = r?.Changes ?? [];
  const flagged = eligibility.filter((c) => !c.Eligible).length;
  return decision(
    {
      Records: {
        ...(changed ? { Instrument } : {}),
        PricesToWrite: pricesToWrite(Instrument.Prices, Changes),
        HoldingEligibility: eligibility,
      },
      Result: {
        InstrumentId: current.InstrumentId,
        Changes,
        Reevaluated: Reevaluate,
        HoldingsEvaluated: r?.Evaluated ?? 0,
        HoldingsFlagged: flagged,
        HoldingsUnflagged: eligibility.length - flagged,
        AccountsAffected: r?.AffectedAccountIds.length ?? 0,
      },
      Events: r?.Events ?? [],
      Reasons:
        r === undefined
          ? [
              {
                Rule: 'NoReevaluation',
                Message: 'Neither the asset class nor an attribute changed: no holding is re-evaluated.',
              },
            ]
          : [
              {
                Rule: 'ContinuousEligibility',
                Message:
                  `${r.Evaluated} holdings re-evaluated: ${flagged} flagged, ${eligibility.length - flagged} ` +
                  `unflagged.`,
                Source: 'Account Operating Service specification, part 2.5 (Instrument predicates)',
              },
            ],
    },
    { max_events: MAX_REEVALUATION_EVENTS },
  );
}

/** The prices of the dates a change added or changed (both lists ascending, as the prices are). */
function pricesToWrite(prices: readonly InstrumentPrice[], changes: InstrumentChanges): InstrumentPrice[] {
  if (changes.PricesAdded.length === 0 && changes.PricesChanged.length === 0) return [];
  const dates = new Set([...changes.PricesAdded, ...changes.PricesChanged]);
  return prices.filter((p) => dates.has(p.Date));
}
