import type { Catalog } from '../../catalog/types.js';
import { validateCreateInstitutionRequest } from '../../requests/operator/validate-create-institution.js';
import type { Failure } from '../../shared/error-codes.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock } from '../facts.js';

export interface CreateInstitutionFacts extends DecisionClock {
  readonly NewIds: { readonly InstitutionId: string };
}

export interface InstitutionRecordToInsert {
  readonly InstitutionId: string;
  readonly Name: string;
  readonly Authorities: readonly string[];
  readonly AssetScopes: Readonly<Record<string, readonly string[]>>;
  readonly CreatedDate: string;
}

export interface CreateInstitutionRecords {
  readonly Institution: InstitutionRecordToInsert;
}

export interface CreateInstitutionAnswer {
  readonly InstitutionId: string;
}

export type CreateInstitutionDecision = Decision<CreateInstitutionRecords, CreateInstitutionAnswer>;

/**
 * Register an institution (operator, POST /v1/institutions `{ Name, Authorities, AssetScopes? }`):
 * validateCreateInstitutionRequest (catalog authorities; scopes only for held authorities and over
 * catalog asset classes). Authorities are stored de-duplicated. No event.
 */
export function decideCreateInstitution(
  catalog: Catalog,
  facts: CreateInstitutionFacts,
  request: unknown,
  today: string,
): CreateInstitutionDecision | Failure<'InvalidRequest'> {
  assertClock(today, facts.Now);
  assertNewGuid('InstitutionId', facts.NewIds.InstitutionId);
  const v = validateCreateInstitutionRequest(catalog, request);
  if (!v.ok) return v;
  const InstitutionId = facts.NewIds.InstitutionId;
  return decision({
    Records: { Institution: { InstitutionId, ...v.value, CreatedDate: facts.Now } },
    Result: { InstitutionId },
  });
}
