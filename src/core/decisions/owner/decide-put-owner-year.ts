import type { Catalog } from '../../catalog/types.js';
import { readHsaFacts } from '../../hsa/read-facts.js';
import { type Failure, type FieldError, failure } from '../../shared/error-codes.js';
import { assertClock } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock, StoredClient } from '../facts.js';
import { clientNotFound } from '../not-found.js';
import { OwnerYearFactsSchema, type StoredOwnerYear } from './owner-year-facts.js';

/**
 * What Put Owner Tax Year needs: the path's client (null when none of this provider's) and the path's TaxYear as sent.
 */
export interface PutOwnerYearFacts extends DecisionClock {
  readonly Client: StoredClient | null;
  readonly TaxYear: string;
}

export interface PutOwnerYearRecords {
  /** Replaces the client's facts for the year (insert or replace). */
  readonly OwnerYear: StoredOwnerYear;
}

export interface PutOwnerYearAnswer {
  readonly ClientId: string;
  readonly TaxYear: number;
}

export type PutOwnerYearDecision = Decision<PutOwnerYearRecords, PutOwnerYearAnswer>;

const MIN_YEAR = 1975;
const MAX_YEAR = 2100;
const MAX_ERRORS = 32;

function invalid(message: string, errors: readonly FieldError[]): Failure<'InvalidRequest'> {
  return failure('InvalidRequest', message, errors);
}

/**
 * Put Owner Tax Year (PUT /v1/clients/{ClientId}/tax-years/{TaxYear}): the owner's facts for one
 * tax year with the engine's names (OwnerYearFactsSchema), replacing what was stated before.
 * Fund Account reads them for the contribution's tax year (docs/decisions 56). The body may carry
 * a ProviderReferenceId (idempotency); every other field must be one of the facts.
 */
export function decidePutOwnerYear(
  _catalog: Catalog,
  facts: PutOwnerYearFacts,
  request: unknown,
  today: string,
): PutOwnerYearDecision | Failure<'InvalidRequest' | 'ClientNotFound'> {
  assertClock(today, facts.Now);
  if (facts.Client === null) return clientNotFound();
  const year = /^\d{4}$/.test(facts.TaxYear) ? Number(facts.TaxYear) : Number.NaN;
  if (!(year >= MIN_YEAR && year <= MAX_YEAR))
    return invalid(`TaxYear must be a year from ${MIN_YEAR} to ${MAX_YEAR}.`, [
      { FieldName: 'TaxYear', ErrorCode: 'InvalidValue', Message: 'must be a four-digit year' },
    ]);
  if (request === null || typeof request !== 'object' || Array.isArray(request))
    return invalid('The request body must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'must be a JSON object' },
    ]);
  const { ProviderReferenceId: ref, ...body } = request as Record<string, unknown>;
  if (ref !== undefined && (typeof ref !== 'string' || ref === '' || ref.length > 256))
    return invalid('ProviderReferenceId must be a string of 1 to 256 characters.', [
      { FieldName: 'ProviderReferenceId', ErrorCode: 'InvalidValue', Message: 'must be 1 to 256 characters' },
    ]);
  const parsed = OwnerYearFactsSchema.safeParse(body);
  if (!parsed.success) {
    const errors = parsed.error.issues.slice(0, MAX_ERRORS).map((i) => ({
      FieldName: i.path.map(String).join('.') || (i.code === 'unrecognized_keys' ? i.keys.join(', ') : ''),
      ErrorCode: i.code === 'unrecognized_keys' ? 'UnknownField' : 'InvalidValue',
      Message: i.message,
    }));
    return invalid(
      `The tax-year facts are invalid: ${errors.map((e) => `${e.FieldName} ${e.Message}`).join('; ')}`,
      errors,
    );
  }
  // The HSA facts the contribution rules read again must read there too (periods in order, a share
  // with at most 4 places): refused here, not at every later Fund Account.
  const errors: FieldError[] = [];
  const err = (FieldName: string, Message: string): undefined => {
    if (errors.length < MAX_ERRORS) errors.push({ FieldName, ErrorCode: 'InvalidValue', Message });
    return undefined;
  };
  readHsaFacts(undefined, parsed.data, err);
  if (errors.length > 0)
    return invalid(`The tax-year facts are invalid: ${errors.map((e) => e.Message).join('; ')}`, errors);
  const ClientId = facts.Client.ClientId;
  return decision({
    Records: { OwnerYear: { ClientId, TaxYear: year, Facts: parsed.data, UpdatedDate: facts.Now } },
    Result: { ClientId, TaxYear: year },
    Events: [],
  });
}
