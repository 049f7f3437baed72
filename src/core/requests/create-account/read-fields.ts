import type { Catalog, CompiledAccountType } from '../../catalog/types.js';
import type { FieldError } from '../../shared/error-codes.js';
import { checkKeys, tooManyFields } from '../fields/check-keys.js';
import { parseProviderReferenceId } from '../fields/common-parsers.js';
import { FieldCollector, type Presence } from '../fields/field-collector.js';
import { isAbsent, type JsonObject, ownValue } from '../fields/json-value.js';
import { parseGuid } from '../fields/parse-guid.js';
import { parseLong } from '../fields/parse-long.js';
import type { FieldValue } from '../types.js';
import { catalogFieldParser } from './field-rules.js';

/** Fields of spec 4.2 common to every type. */
export const COMMON_CREATE_ACCOUNT_FIELDS = [
  'ProviderReferenceId',
  'ClientId',
  'AccountTypeCode',
  'InstitutionId',
  'TrusteeId',
  'InvestmentId',
] as const;

/** Fields of the account record the service assigns; a caller may not send them. */
export const SERVICE_ASSIGNED_ACCOUNT_FIELDS = [
  'AccountId',
  'AccountNumber',
  'AccountStatus',
  'Phase',
  'EstablishedDate',
  'AccountBalance',
] as const;

export interface ReadFieldsResult {
  readonly values: Readonly<Record<string, FieldValue>>;
  readonly errors: readonly FieldError[];
  /** TrusteeId absent or null on a type whose nature needs a trustee (top-level TrusteeRequired). */
  readonly trusteeMissing: boolean;
}

/** Presence of the nature-driven common fields (spec 2.5 and 4.2; docs/decisions/21-requests.md). */
export function commonPresence(type: CompiledAccountType): {
  InstitutionId: Presence;
  TrusteeId: Presence;
  InvestmentId: Presence;
} {
  const n = type.nature;
  return {
    InstitutionId: n.TakesInstitutionId ? 'required' : 'forbidden',
    TrusteeId: n.NeedsTrustee ? 'required' : n.HoldsAssets ? 'optional' : 'forbidden',
    InvestmentId: n.TakesInstitutionId ? 'optional' : 'forbidden',
  };
}

/** Step 5: every common and type-specific field, plus unknown and forbidden keys. */
export function readCreateAccountFields(
  catalog: Catalog,
  type: CompiledAccountType,
  body: JsonObject,
): ReadFieldsResult {
  const keyErrors = checkKeys(body, {
    known: knownFields(type),
    notAllowed: (key) => notAllowedReason(catalog, type, key),
    what: `the ${type.Slug} Create Account request`,
  });
  if (tooManyFields(keyErrors)) return { values: {}, errors: keyErrors, trusteeMissing: false };

  const c = new FieldCollector(body);
  const presence = commonPresence(type);
  const natureWhy = `is not taken by ${type.Slug}: a ${type.Nature} account`;
  c.read('AccountTypeCode', (v) => ({ ok: true, value: v as string }), 'required');
  c.read('ProviderReferenceId', parseProviderReferenceId, 'optional');
  c.read('ClientId', parseGuid, 'required');
  c.read('InstitutionId', parseGuid, presence.InstitutionId, `${natureWhy} has no institution`);
  c.read('TrusteeId', parseGuid, presence.TrusteeId, `${natureWhy} has no trustee`);
  c.read('InvestmentId', parseLong, presence.InvestmentId, `${natureWhy} links to no sponsor investment`);
  for (const def of type.CreateAccountFields) {
    if (isCommon(def.Name)) continue; // the common rules above win over a catalog redeclaration
    c.read(def.Name, catalogFieldParser(def), def.Required ? 'required' : 'optional');
  }
  const trusteeMissing = presence.TrusteeId === 'required' && isAbsent(ownValue(body, 'TrusteeId'));
  if (trusteeMissing) {
    const e = c.errors.find((x) => x.FieldName === 'TrusteeId');
    if (e)
      c.errors[c.errors.indexOf(e)] = {
        ...e,
        Message: `TrusteeId is required and may not be null: ${type.Slug} is a PlanHolding account, whose assets are held in trust by a named trustee.`,
      };
  }
  return { values: c.values, errors: [...c.errors, ...keyErrors], trusteeMissing };
}

function isCommon(name: string): boolean {
  return (COMMON_CREATE_ACCOUNT_FIELDS as readonly string[]).includes(name);
}

function knownFields(type: CompiledAccountType): Set<string> {
  const known = new Set<string>(COMMON_CREATE_ACCOUNT_FIELDS);
  for (const f of type.CreateAccountFields) known.add(f.Name);
  return known;
}

function notAllowedReason(catalog: Catalog, type: CompiledAccountType, key: string): string | undefined {
  if ((SERVICE_ASSIGNED_ACCOUNT_FIELDS as readonly string[]).includes(key))
    return 'is assigned by the service and may not be sent';
  // A field another type takes: name the mistake precisely rather than calling it unknown.
  for (const other of catalog.types) {
    if (other.CreateAccountFields.some((f) => f.Name === key))
      return `is not taken by ${type.Slug} (it is a field of other account types, such as ${other.Slug})`;
  }
  return undefined;
}
