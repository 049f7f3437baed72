import type { Catalog } from '../../catalog/types.js';
import type { ClientRecord, CreateAccountErrorCode, InstitutionRecord } from '../../requests/create-account/types.js';
import { validateCreateAccount } from '../../requests/create-account/validate-create-account.js';
import type { AccountStatus } from '../../requests/status/status-machines.js';
import { assertClock, assertNewGuid, assertNewNumber } from '../assert-inputs.js';
import { type Decision, type DecisionOutcome, decision } from '../decision.js';
import type { DecisionClock, ProviderContract } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { attributesFromCreateAccount } from '../rules/account-attributes.js';
import { accountPhaseOn } from '../rules/account-phase-on.js';
import { OPENING_ACCOUNT_STATUS, openingCurrency } from '../rules/opening-account.js';

/**
 * What Create Account needs: the client and institution the body names, looked up by the host
 * (null when none matched, or the client is another provider's), the calling provider's
 * contract, and the new account's id and number.
 */
export interface CreateAccountFacts extends DecisionClock {
  readonly Client: ClientRecord | null;
  readonly Institution: InstitutionRecord | null;
  readonly Provider: ProviderContract;
  readonly NewIds: { readonly AccountId: string; readonly AccountNumber: string };
}

export interface AccountRecordToInsert {
  readonly AccountId: string;
  readonly AccountNumber: string;
  readonly ClientId: string;
  readonly AccountTypeCode: string;
  /** The phase it opens in (kept; a growth-period type's current phase is computed on read). */
  readonly Phase: string;
  readonly AccountStatus: AccountStatus;
  readonly InstitutionId?: string;
  readonly Currency: string;
  /** Type-specific fields (attributesFromCreateAccount), stored beside the columns. */
  readonly Attributes: Readonly<Record<string, unknown>>;
  readonly ProviderReferenceId?: string;
  readonly EstablishedDate: string;
}

export interface CreateAccountRecords {
  readonly Account: AccountRecordToInsert;
}

export interface CreateAccountAnswer {
  readonly AccountId: string;
}

export type CreateAccountDecision = Decision<CreateAccountRecords, CreateAccountAnswer>;

/**
 * Create Account (spec 4.2, POST /v1/accounts): validateCreateAccount's rules (fields, opening
 * checks, client Active, institution authorities, contract and gate); the account opens Active,
 * in USD, in the Phase of `today` (GrowthPeriod/PostGrowth for a trump-account, InheritedDistribution
 * for inherited types, else Standard). Emits account.created
 * `{ AccountId, AccountNumber, ClientId, AccountTypeCode, Phase, AccountStatus }`.
 */
export function decideCreateAccount(
  catalog: Catalog,
  facts: CreateAccountFacts,
  request: unknown,
  today: string,
): DecisionOutcome<CreateAccountRecords, CreateAccountAnswer, CreateAccountErrorCode> {
  assertClock(today, facts.Now);
  assertNewGuid('AccountId', facts.NewIds.AccountId);
  assertNewNumber('AccountNumber', facts.NewIds.AccountNumber);
  const v = validateCreateAccount(catalog, request, {
    Client: facts.Client,
    Institution: facts.Institution,
    ContractedTypes: facts.Provider.ContractedTypes,
    SatisfiedGates: facts.Provider.SatisfiedGates,
    Today: today,
  });
  if (!v.ok) return v;
  const value = v.value;
  const type = catalog.typeBySlug.get(value.AccountTypeCode);
  // validateCreateAccount answers only with catalog slugs; anything else is an engine fault.
  assertFact(type !== undefined, `validateCreateAccount accepted ${value.AccountTypeCode.slice(0, 64)}`);
  const attributes = attributesFromCreateAccount(value);
  const phase = accountPhaseOn(type, attributes, value.Phase, today);
  const { AccountId, AccountNumber } = facts.NewIds;
  const ClientId = String(value.ClientId).toLowerCase();
  const institutionId = value.InstitutionId !== undefined ? facts.Institution?.InstitutionId : undefined;
  const Account: AccountRecordToInsert = {
    AccountId,
    AccountNumber,
    ClientId,
    AccountTypeCode: value.AccountTypeCode,
    Phase: phase,
    AccountStatus: OPENING_ACCOUNT_STATUS,
    ...(institutionId !== undefined ? { InstitutionId: institutionId } : {}),
    Currency: openingCurrency(type),
    Attributes: attributes,
    ...(value.ProviderReferenceId !== undefined ? { ProviderReferenceId: value.ProviderReferenceId } : {}),
    EstablishedDate: facts.Now,
  };
  return decision({
    Records: { Account },
    Result: { AccountId },
    Events: [
      {
        EventType: 'account.created',
        OccurredAt: facts.Now,
        Data: {
          AccountId,
          AccountNumber,
          ClientId,
          AccountTypeCode: value.AccountTypeCode,
          Phase: phase,
          AccountStatus: OPENING_ACCOUNT_STATUS,
        },
      },
    ],
    Warnings: value.Warnings,
  });
}
