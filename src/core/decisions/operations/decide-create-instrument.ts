import type { Catalog } from '../../catalog/types.js';
import type { InstrumentIdentifier } from '../../instruments/identifier-types.js';
import { validateInstrumentIdentifier } from '../../instruments/validate-identifier.js';
import { validateInstrument } from '../../instruments/validate-instrument.js';
import { withEnvelopeReference } from '../../requests/fields/envelope-reference.js';
import { isPlainObject, ownValue } from '../../requests/fields/json-value.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock } from '../facts.js';
import { assertFact } from '../facts-error.js';
import type { StoredInstrument } from './holding-records.js';

/**
 * What registering an instrument needs: a new id, and the instrument already registered under the
 * same identifier (null when none). The host finds it by `requestedInstrumentIdentifier(request)`,
 * the identifier as validation normalises it (upper case; a ticker's `BRK-B` is `BRK.B`).
 */
export interface CreateInstrumentFacts extends DecisionClock {
  readonly Registered: StoredInstrument | null;
  readonly NewIds: { readonly InstrumentId: string };
}

export interface CreateInstrumentRecords {
  readonly Instrument: StoredInstrument;
}

export interface CreateInstrumentAnswer {
  readonly InstrumentId: string;
  readonly Instrument: StoredInstrument;
}

export type CreateInstrumentDecision = Decision<CreateInstrumentRecords, CreateInstrumentAnswer>;

/** Envelope fields an instrument write may carry besides the instrument's own. */
export const INSTRUMENT_ENVELOPE_KEYS = ['ProviderReferenceId'] as const;

/** The normalised identifier of a Create Instrument body, for the host's duplicate lookup; null when invalid. */
export function requestedInstrumentIdentifier(request: unknown): InstrumentIdentifier | null {
  if (!isPlainObject(request)) return null;
  const r = validateInstrumentIdentifier(ownValue(request, 'Identifier'));
  return r.ok ? r.value : null;
}

/**
 * Register an instrument (operator, POST /v1/instruments): validateInstrument (the identifier with
 * its check digit, a catalog asset class, the attributes typed as the catalog's predicates and
 * exclusions compare them, prices by date, the quantity scale). An identifier already registered
 * is refused (InvalidRequest, Identifier.Value AlreadyRegistered, naming the registered
 * InstrumentId): one security, one instrument. No holding exists yet, so nothing is re-evaluated
 * and no event is emitted.
 */
export function decideCreateInstrument(
  catalog: Catalog,
  facts: CreateInstrumentFacts,
  request: unknown,
  today: string,
): CreateInstrumentDecision | Failure<'InvalidRequest'> {
  assertClock(today, facts.Now);
  assertNewGuid('InstrumentId', facts.NewIds.InstrumentId);
  const v = withEnvelopeReference(
    request,
    validateInstrument(catalog, request, { ignoreKeys: INSTRUMENT_ENVELOPE_KEYS }),
  );
  if (!v.ok) return v;
  const registered = facts.Registered;
  if (registered !== null) {
    assertFact(
      registered.Identifier.Scheme === v.value.Identifier.Scheme &&
        registered.Identifier.Value === v.value.Identifier.Value,
      'facts.Registered must be the instrument registered under the request’s identifier',
    );
    const message =
      `${v.value.Identifier.Scheme} ${v.value.Identifier.Value} is already registered as instrument ` +
      `${registered.InstrumentId}.`;
    return failure('InvalidRequest', message, [
      { FieldName: 'Identifier.Value', ErrorCode: 'AlreadyRegistered', Message: message },
    ]);
  }
  const Instrument: StoredInstrument = {
    InstrumentId: facts.NewIds.InstrumentId,
    ...v.value,
    CreatedDate: facts.Now,
  };
  return decision({
    Records: { Instrument },
    Result: { InstrumentId: Instrument.InstrumentId, Instrument },
  });
}
