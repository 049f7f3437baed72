import type { Catalog, CompiledAccountType } from '../../catalog/types.js';
import type { FieldError } from '../../shared/error-codes.js';
import { checkKeys, type KeyRules, tooManyFields } from '../fields/check-keys.js';
import { parseProviderReferenceId } from '../fields/common-parsers.js';
import { FieldCollector, type Presence } from '../fields/field-collector.js';
import { isAbsent, type JsonObject, ownValue } from '../fields/json-value.js';
import { parseGuid } from '../fields/parse-guid.js';
import { parseLong } from '../fields/parse-long.js';
import type { Parsed, Parser } from '../fields/parsed.js';
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
  const plan = planOf(catalog, type);
  const keyErrors = checkKeys(body, plan.keyRules);
  if (tooManyFields(keyErrors)) return { values: {}, errors: keyErrors, trusteeMissing: false };

  const c = new FieldCollector(body);
  const presence = plan.presence;
  c.read('AccountTypeCode', acceptAsResolved, 'required');
  c.read('ProviderReferenceId', parseProviderReferenceId, 'optional');
  c.read('ClientId', parseGuid, 'required');
  c.read('InstitutionId', parseGuid, presence.InstitutionId, plan.noInstitution);
  c.read('TrusteeId', parseGuid, presence.TrusteeId, plan.noTrustee);
  c.read('InvestmentId', parseLong, presence.InvestmentId, plan.noInvestment);
  // The common rules above win over a catalog redeclaration: the plan lists only the others.
  for (const f of plan.typeFields) c.read(f.name, f.parser, f.presence);
  const trusteeMissing = presence.TrusteeId === 'required' && isAbsent(ownValue(body, 'TrusteeId'));
  if (trusteeMissing) {
    const e = c.errors.find((x) => x.FieldName === 'TrusteeId');
    if (e)
      c.errors[c.errors.indexOf(e)] = {
        ...e,
        Message:
          `TrusteeId is required and may not be null: ${type.Slug} is a PlanHolding account, whose assets ` +
          `are held in trust by a named trustee.`,
      };
  }
  return { values: c.values, errors: [...c.errors, ...keyErrors], trusteeMissing };
}

function isCommon(name: string): boolean {
  return (COMMON_CREATE_ACCOUNT_FIELDS as readonly string[]).includes(name);
}

/** AccountTypeCode was resolved to a catalog type before the fields are read. */
const acceptAsResolved = (v: unknown): Parsed<string> => ({ ok: true, value: v as string });

/** What reading a type's fields needs, built once per compiled type (immutable after load), not per request. */
interface FieldPlan {
  readonly keyRules: KeyRules;
  readonly presence: ReturnType<typeof commonPresence>;
  readonly noInstitution: string;
  readonly noTrustee: string;
  readonly noInvestment: string;
  readonly typeFields: readonly {
    readonly name: string;
    readonly parser: Parser<FieldValue>;
    readonly presence: Presence;
  }[];
}
const plans = new WeakMap<CompiledAccountType, FieldPlan>();

function planOf(catalog: Catalog, type: CompiledAccountType): FieldPlan {
  let plan = plans.get(type);
  if (plan === undefined) {
    const known = new Set<string>(COMMON_CREATE_ACCOUNT_FIELDS);
    for (const f of type.CreateAccountFields) known.add(f.Name);
    const natureWhy = `is not taken by ${type.Slug}: a ${type.Nature} account`;
    plan = {
      keyRules: {
        known,
        notAllowed: (key) => notAllowedReason(catalog, type, key),
        what: `the ${type.Slug} Create Account request`,
      },
      presence: commonPresence(type),
      noInstitution: `${natureWhy} has no institution`,
      noTrustee: `${natureWhy} has no trustee`,
      noInvestment: `${natureWhy} links to no sponsor investment`,
      typeFields: type.CreateAccountFields.filter((def) => !isCommon(def.Name)).map((def) => ({
        name: def.Name,
        parser: catalogFieldParser(def),
        presence: def.Required ? ('required' as const) : ('optional' as const),
      })),
    };
    plans.set(type, plan);
  }
  return plan;
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
