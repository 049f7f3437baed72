import fc from 'fast-check';
import type { Catalog, CompiledAccountType } from '../../core/catalog/types.js';
import { arbitraryInstitution } from '../institutions/arbitrary-institution.js';
import { arbitraryGuid } from '../primitives/ids.js';
import { type CreateAccountCase, INVALID_KINDS, type InvalidCreateAccountCase, type InvalidKind } from '../types.js';
import { openingChecks } from './check-plan.js';
import { violationFor } from './check-violations.js';
import { malformedFieldValue } from './field-values.js';
import { arbitraryCreateAccountRequest, type CreateAccountOptions, typeOrThrow } from './valid-request.js';

/** ` (when Field=Value)` for a conditional authority group, else ''. */
const whenText = (when: { readonly Field: string; readonly Equals: unknown } | undefined): string =>
  when ? ` (when ${when.Field}=${String(when.Equals)})` : '';

type Broken = Omit<InvalidCreateAccountCase, 'slug' | 'kind'>;
/** Given a valid case, break it one way; undefined when this kind cannot apply to the type. */
type Breaker = (
  catalog: Catalog,
  type: CompiledAccountType,
) => ((vc: CreateAccountCase) => fc.Arbitrary<Broken>) | undefined;

const without = (o: Readonly<Record<string, unknown>>, ...keys: string[]): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...o };
  for (const k of keys) delete out[k];
  return out;
};

// Built once: regex arbitraries are costly to construct.
const SLUG_LIKE = fc.stringMatching(/^[a-z]{2,12}(-[a-z]{2,8}){0,2}$/);

/** Types of the common fields (spec 4.2), for malformed values. */
const COMMON_TYPES = {
  ClientId: 'Guid',
  InstitutionId: 'Guid',
  InvestmentId: 'long',
  ProviderReferenceId: 'string',
} as const;

/** The groups a request must satisfy: AuthorityGroups, plus each conditional group set it can trigger. */
function groupChoices(
  type: CompiledAccountType,
): { group: readonly string[]; when?: { Field: string; Equals: string | boolean } }[] {
  return [
    ...type.AuthorityGroups.map((group) => ({ group })),
    ...type.ConditionalAuthorityGroups.flatMap((c) => c.Groups.map((group) => ({ group, when: c.When }))),
  ];
}

const BREAKERS: Readonly<Record<InvalidKind, Breaker>> = {
  'missing-required-field': (_c, type) => {
    const names = ['ClientId', 'AccountTypeCode', ...(type.nature.TakesInstitutionId ? ['InstitutionId'] : [])];
    for (const f of type.CreateAccountFields)
      if (f.Required && !names.includes(f.Name) && f.Name !== 'TrusteeId') names.push(f.Name);
    return (vc) =>
      fc.constantFrom(...names).map((f) => ({
        ...vc,
        request: without(vc.request, f),
        expectedErrorCode: 'InvalidRequest',
        expectedFieldError: { FieldName: f },
        label: `missing-required-field:${f}`,
      }));
  },
  'malformed-field': (_c, type) => (vc) => {
    const candidates: { name: string; arb: fc.Arbitrary<unknown> }[] = [];
    for (const [name, t] of Object.entries(COMMON_TYPES))
      if (name in vc.request) candidates.push({ name, arb: malformedFieldValue({ Type: t }) });
    for (const def of type.CreateAccountFields)
      if (def.Name in vc.request && def.Name !== 'TrusteeId' && !(def.Name in COMMON_TYPES))
        candidates.push({ name: def.Name, arb: malformedFieldValue(def) });
    candidates.push({ name: 'AccountTypeCode', arb: fc.constantFrom<unknown>(42, true, ['sep-ira']) });
    return fc.constantFrom(...candidates).chain(({ name, arb }) =>
      arb.map((v) => ({
        ...vc,
        request: { ...vc.request, [name]: v },
        expectedErrorCode: 'InvalidRequest',
        expectedFieldError: { FieldName: name },
        label: `malformed-field:${name}=${JSON.stringify(v)}`,
      })),
    );
  },
  'unknown-field': (catalog) => {
    const taken = new Set(catalog.types.flatMap((t) => t.CreateAccountFields.map((f) => f.Name)));
    const names = ['NotAField', 'Foo', 'accountTypeCode', 'clientid', 'Extra'].filter((n) => !taken.has(n));
    return (vc) =>
      fc.tuple(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 1 })).map(([k, v]) => ({
        ...vc,
        request: { ...vc.request, [k]: v },
        expectedErrorCode: 'InvalidRequest',
        expectedFieldError: { FieldName: k },
        label: `unknown-field:${k}`,
      }));
  },
  'forbidden-field': (_c, type) => {
    if (type.nature.TakesInstitutionId) return undefined;
    return (vc) =>
      fc
        .tuple(
          fc.constantFrom('InstitutionId', 'TrusteeId', 'InvestmentId'),
          arbitraryGuid(),
          fc.integer({ min: 1, max: 1e9 }),
        )
        .map(([k, g, n]) => ({
          ...vc,
          request: { ...vc.request, [k]: k === 'InvestmentId' ? n : g },
          expectedErrorCode: 'InvalidRequest',
          expectedFieldError: { FieldName: k },
          label: `forbidden-field:${k} (a ${type.Nature} type takes none)`,
        }));
  },
  'missing-trustee': (_c, type) => {
    if (!type.nature.NeedsTrustee) return undefined;
    return (vc) =>
      fc.boolean().map((asNull) => ({
        ...vc,
        request: asNull ? { ...vc.request, TrusteeId: null } : without(vc.request, 'TrusteeId'),
        expectedErrorCode: 'TrusteeRequired',
        expectedFieldError: { FieldName: 'TrusteeId' },
        label: `missing-trustee:${asNull ? 'null' : 'absent'} (${type.Nature})`,
      }));
  },
  'unknown-account-type': (catalog) => (vc) =>
    fc
      .oneof(SLUG_LIKE, fc.constantFrom(...catalog.types.map((t) => t.Slug.toUpperCase()), 'ira', ''))
      .filter((s) => !catalog.typeBySlug.has(s))
      .map((s) => ({
        ...vc,
        request: { ...vc.request, AccountTypeCode: s },
        expectedErrorCode: 'UnknownAccountType',
        expectedFieldError: { FieldName: 'AccountTypeCode' },
        label: `unknown-account-type:${JSON.stringify(s)}`,
      })),
  'legacy-code': (_c, type) => {
    const code = type.LegacyCode;
    if (code === undefined) return undefined;
    return (vc) =>
      fc.constant({
        ...vc,
        request: { ...vc.request, AccountTypeCode: code },
        expectedErrorCode: 'UnknownAccountType',
        expectedFieldError: { FieldName: 'AccountTypeCode' },
        label: `legacy-code:${code}`,
      });
  },
  'tax-type-present': () => (vc) =>
    fc.constantFrom<unknown>('TaxDeferred', 'Roth', 1, null).map((v) => ({
      ...vc,
      request: { ...vc.request, TaxType: v },
      expectedErrorCode: 'UnknownAccountType',
      expectedFieldError: { FieldName: 'TaxType' },
      label: `tax-type-present:${JSON.stringify(v)}`,
    })),
  'client-not-found': () => (vc) =>
    fc.option(arbitraryGuid(), { nil: null }).map((other) => ({
      ...vc,
      ctx: {
        ...vc.ctx,
        Client:
          other === null || vc.ctx.Client === null || other === vc.ctx.Client.ClientId
            ? null
            : { ...vc.ctx.Client, ClientId: other },
      },
      expectedErrorCode: 'ClientNotFound',
      label: other === null ? 'client-not-found:null' : 'client-not-found:another-client',
    })),
  'institution-not-found': (_c, type) => {
    if (!type.nature.TakesInstitutionId) return undefined;
    return (vc) =>
      fc.option(arbitraryGuid(), { nil: null }).map((other) => ({
        ...vc,
        ctx: {
          ...vc.ctx,
          Institution:
            other === null || vc.ctx.Institution === null || other === vc.ctx.Institution.InstitutionId
              ? null
              : { ...vc.ctx.Institution, InstitutionId: other },
        },
        expectedErrorCode: 'InstitutionNotFound',
        label: other === null ? 'institution-not-found:null' : 'institution-not-found:another-institution',
      }));
  },
  'authority-group-unmet': (catalog, type) => {
    const choices = groupChoices(type);
    if (!type.nature.TakesInstitutionId || choices.length === 0) return undefined;
    return (vc) =>
      fc.constantFrom(...choices).chain(({ group, when }) => {
        const request = when ? { ...vc.request, [when.Field]: when.Equals } : vc.request;
        const active = groupChoices(type).filter(
          (c) => c.when === undefined || request[c.when.Field] === c.when.Equals,
        );
        const others = active.map((c) => c.group.filter((a) => !group.includes(a))).filter((g) => g.length > 0);
        return arbitraryInstitution(catalog, { satisfying: others, without: group }).map((inst) => ({
          request,
          ctx: {
            ...vc.ctx,
            Institution: { ...inst, InstitutionId: vc.ctx.Institution?.InstitutionId ?? inst.InstitutionId },
          },
          expectedErrorCode: 'InstitutionNotAuthorizedForAccountType',
          label: `authority-group-unmet:${group.join('|')}${whenText(when)}`,
        }));
      });
  },
  'not-contracted': (_c, type) => (vc) =>
    fc.constant({
      ...vc,
      ctx: { ...vc.ctx, ContractedTypes: vc.ctx.ContractedTypes.filter((s) => s !== type.Slug) },
      expectedErrorCode: 'AccountTypeNotAvailable',
      label: 'not-contracted',
    }),
  'gate-not-satisfied': (_c, type) => {
    if (type.Status === 'ship') return undefined;
    return (vc) =>
      fc.constant({
        ...vc,
        ctx: { ...vc.ctx, SatisfiedGates: vc.ctx.SatisfiedGates.filter((s) => s !== type.Slug) },
        expectedErrorCode: 'AccountTypeNotAvailable',
        label: 'gate-not-satisfied',
      });
  },
  'failing-check': (catalog, type) => {
    // Whether a check can be broken depends on the catalog, not on the date, except for dated parameters.
    const checks = openingChecks(type).filter((c) => violationFor(catalog, type, c, '2026-06-30') !== undefined);
    if (checks.length === 0) return undefined;
    return (vc) => {
      const now = checks.flatMap((check) => {
        const v = violationFor(catalog, type, check, vc.ctx.Today);
        return v ? [{ check, v }] : [];
      });
      if (now.length === 0)
        throw new Error(`acctos/testing: no check of ${type.Slug} can be broken on ${vc.ctx.Today}`);
      return fc.constantFrom(...now).chain(({ check, v }) =>
        v.map((viol) => ({
          ...vc,
          request: without({ ...vc.request, ...viol.patch }, ...viol.remove),
          expectedErrorCode: 'InvalidRequest',
          expectedFieldError:
            viol.fieldName === undefined
              ? { ErrorCode: viol.fieldErrorCode }
              : { FieldName: viol.fieldName, ErrorCode: viol.fieldErrorCode },
          label: `failing-check:${check.Kind}:${viol.fieldErrorCode}`,
        })),
      );
    };
  },
};

export interface InvalidCreateAccountOptions extends CreateAccountOptions {
  /** Only these kinds of breakage (default: every kind that applies). */
  readonly kinds?: readonly InvalidKind[];
}

/** Which kinds of breakage apply to a type of this catalog. */
export function invalidKindsFor(catalog: Catalog, type: CompiledAccountType): InvalidKind[] {
  return INVALID_KINDS.filter((k) => BREAKERS[k](catalog, type) !== undefined);
}

/**
 * Create Account cases that must fail, each labelled with the ErrorCode the engine must answer
 * and, where one field is at fault, the entry Errors must hold. One thing is broken in an
 * otherwise valid case. The kind of breakage is chosen first, uniformly, then a type it applies
 * to, so that a rare kind (TrusteeRequired applies to PlanHolding types only) still comes up
 * about once in every dozen runs.
 */
export function arbitraryInvalidCreateAccount(
  catalog: Catalog,
  slug?: string,
  opts: InvalidCreateAccountOptions = {},
): fc.Arbitrary<InvalidCreateAccountCase> {
  const types = slug === undefined ? catalog.types : [typeOrThrow(catalog, slug)];
  const wanted = opts.kinds ?? INVALID_KINDS;
  const byKind = wanted
    .map((kind) => ({ kind, types: types.filter((t) => BREAKERS[kind](catalog, t) !== undefined) }))
    .filter((k) => k.types.length > 0);
  if (byKind.length === 0) throw new Error('arbitraryInvalidCreateAccount: no kind of breakage applies');
  return fc.constantFrom(...byKind).chain(({ kind, types: ts }) =>
    fc.constantFrom(...ts).chain((type) => {
      const breaker = BREAKERS[kind](catalog, type)!;
      return arbitraryCreateAccountRequest(catalog, type.Slug, opts)
        .chain(breaker)
        .map((b): InvalidCreateAccountCase => ({ ...b, kind, slug: type.Slug }));
    }),
  );
}
