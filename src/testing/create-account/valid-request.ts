import fc from 'fast-check';
import type { Catalog, CompiledAccountType } from '../../core/catalog/types.js';
import { arbitraryContract } from '../institutions/arbitrary-contract.js';
import { arbitraryInstitution } from '../institutions/arbitrary-institution.js';
import type { DateRange } from '../primitives/dates.js';
import { arbitraryGuid, arbitraryReferenceId } from '../primitives/ids.js';
import type { ClientRecord, CreateAccountCase } from '../types.js';
import { CLIENT_CONTACT_PREFIX, type FieldPatch, planChecks } from './check-plan.js';
import { arbitraryClientRecord } from './client-record.js';
import { validFieldValue } from './field-values.js';
import { arbitraryToday } from './today.js';

export interface CreateAccountOptions {
  /** Opening dates (ctx.Today): an arbitrary, or a range; default 2025..2032 with catalog dates weighted. */
  readonly today?: fc.Arbitrary<string> | DateRange;
  /** Optional fields: sent at random (default), always, or never. */
  readonly optionalFields?: 'sometimes' | 'always' | 'never';
}

/** Fields of spec 4.2 common to every type; the nature decides which apply (catalog/natures.json). */
const COMMON = new Set([
  'ProviderReferenceId',
  'ClientId',
  'AccountTypeCode',
  'InstitutionId',
  'TrusteeId',
  'InvestmentId',
]);

export function typeOrThrow(catalog: Catalog, slug: string): CompiledAccountType {
  const type = catalog.typeBySlug.get(slug);
  if (!type) throw new Error(`acctos/testing: ${JSON.stringify(slug)} is not a type of this catalog`);
  return type;
}

export function todayArbitrary(catalog: Catalog, opts: CreateAccountOptions): fc.Arbitrary<string> {
  const t = opts.today;
  if (t === undefined) return arbitraryToday(catalog);
  return 'min' in t && 'max' in t && typeof t.min === 'string'
    ? arbitraryToday(catalog, t as DateRange)
    : (t as fc.Arbitrary<string>);
}

/**
 * Create Account cases that MUST validate: a request for `slug` (any type when omitted) with
 * every required field valid and every Rules[].Check of the type met, plus a context in which
 * the client exists and is Active, the institution holds a satisfying authority set (including
 * the ConditionalAuthorityGroups the request triggers), the provider is contracted and the gate
 * satisfied. Everything is read from the catalog passed in.
 */
export function arbitraryCreateAccountRequest(
  catalog: Catalog,
  slug?: string,
  opts: CreateAccountOptions = {},
): fc.Arbitrary<CreateAccountCase> {
  if (slug === undefined) return fc.constantFrom(...catalog.types).chain((t) => validCaseFor(catalog, t, opts));
  return validCaseFor(catalog, typeOrThrow(catalog, slug), opts);
}

function validCaseFor(
  catalog: Catalog,
  type: CompiledAccountType,
  opts: CreateAccountOptions,
): fc.Arbitrary<CreateAccountCase> {
  return todayArbitrary(catalog, opts).chain((today) => {
    const plan = planChecks(catalog, type, today);
    const mode = opts.optionalFields ?? 'sometimes';
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const def of type.CreateAccountFields) {
      if (COMMON.has(def.Name) || plan.owned.has(def.Name)) continue;
      const value = validFieldValue(def, today, plan.constraints.get(def.Name));
      if (def.Required || mode === 'always') fields[def.Name] = value;
      else if (mode === 'sometimes') fields[def.Name] = fc.option(value, { nil: undefined });
    }
    const nature = type.nature;
    return fc
      .record({
        fields: fc.record(fields),
        joint: plan.joint.length === 0 ? fc.constant<FieldPatch[]>([]) : fc.tuple(...plan.joint),
        client: arbitraryClientRecord(today),
        ref: mode === 'never' ? fc.constant(undefined) : fc.option(arbitraryReferenceId(), { nil: undefined }),
        trustee: arbitraryGuid(),
        investment: fc.option(
          fc.oneof(
            fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
            fc.bigInt({ min: 1n, max: 2n ** 63n - 1n }).map(String),
          ),
          {
            nil: undefined,
          },
        ),
      })
      .chain(({ fields: f, joint, client, ref, trustee, investment }) => {
        const body: Record<string, unknown> = {};
        let clientRecord: ClientRecord = client;
        for (const [k, v] of Object.entries(f)) if (v !== undefined) body[k] = v;
        for (const patch of joint) {
          for (const [k, v] of Object.entries(patch)) {
            if (k.startsWith(CLIENT_CONTACT_PREFIX)) {
              clientRecord = {
                ...clientRecord,
                Contact: {
                  ...clientRecord.Contact,
                  [k.slice(CLIENT_CONTACT_PREFIX.length)]: v,
                } as ClientRecord['Contact'],
              };
            } else if (v !== undefined) body[k] = v;
          }
        }
        const groups = [
          ...type.AuthorityGroups,
          ...type.ConditionalAuthorityGroups.filter((c) => body[c.When.Field] === c.When.Equals).flatMap(
            (c) => c.Groups,
          ),
        ];
        return fc
          .record({
            institution: arbitraryInstitution(catalog, { satisfying: groups }),
            contract: arbitraryContract(catalog, {
              contracted: [type.Slug],
              gates: type.Status === 'ship' ? [] : [type.Slug],
            }),
          })
          .map(({ institution, contract }): CreateAccountCase => {
            const common: Record<string, unknown> = { AccountTypeCode: type.Slug, ClientId: clientRecord.ClientId };
            if (ref !== undefined) common['ProviderReferenceId'] = ref;
            if (nature.TakesInstitutionId) common['InstitutionId'] = institution.InstitutionId;
            if (nature.NeedsTrustee) common['TrusteeId'] = trustee;
            if (nature.TakesInstitutionId && investment !== undefined) common['InvestmentId'] = investment;
            return {
              request: { ...common, ...body },
              ctx: {
                Client: clientRecord,
                Institution: nature.TakesInstitutionId ? institution : null,
                ContractedTypes: contract.ContractedTypes,
                SatisfiedGates: contract.SatisfiedGates,
                Today: today,
              },
            };
          });
      });
  });
}
