import { z } from '@hono/zod-openapi';
import type { CreateAccountFieldDef } from '../../core/catalog/schema.js';
import type { Catalog, CompiledAccountType } from '../../core/catalog/types.js';
import {
  COMMON_CREATE_ACCOUNT_FIELDS,
  commonPresence,
  DECIMAL_FIELD_RULES,
  INT_FIELD_BOUNDS,
  REMOVED_DISTRIBUTION_DECISIONS,
} from '../../index.js';
import { DateTime, Guid } from './common.js';

// Create Account (spec part 4.2) as one schema per catalog type, chosen by AccountTypeCode
// (`oneOf` with a discriminator). Every field, its presence and its values are read from the
// catalog the service runs with, as the engine's validateCreateAccount reads them: the common
// fields by the type's nature (commonPresence), the type's own from its CreateAccountFields.

const EXAMPLE_ID = '3f2b8c1e-5d0a-4c11-9f3e-2a7b6c5d4e3f';
const EXAMPLE_INSTITUTION = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const EXAMPLE_TRUSTEE = '9b2f1d3a-0c4e-4f5a-8b6c-1d2e3f4a5b6c';

/** Example dates by field name: a plausible one for the person or event the field names. */
function exampleDate(name: string): string {
  if (name === 'DecedentDateOfBirth') return '1960-02-10';
  if (name === 'DecedentDateOfDeath') return '2024-03-15';
  if (/DateOfBirth$/.test(name)) return '2015-04-01';
  return '2026-01-01';
}

/** Values the engine still names but refuses (specification part 9): left out of the enum. */
const REMOVED: readonly string[] = REMOVED_DISTRIBUTION_DECISIONS;

function enumValues(def: CreateAccountFieldDef): [string, ...string[]] {
  const values = (def.Values ?? []).filter((v) => !REMOVED.includes(v));
  return (values.length > 0 ? values : ['']) as [string, ...string[]];
}

function describe(def: CreateAccountFieldDef): string {
  const removed = (def.Values ?? []).filter((v) => REMOVED.includes(v));
  const note = removed.length > 0 ? ` ${removed.join(', ')} is refused (removed from the interface).` : '';
  return `${def.Description}${note}${def.Source !== undefined ? ` Source: ${def.Source}.` : ''}`;
}

/** The zod schema of one catalog field (the parser's rules: catalogFieldParser). */
function fieldSchema(def: CreateAccountFieldDef): z.ZodType {
  const description = describe(def);
  switch (def.Type) {
    case 'Guid':
      return Guid.openapi({ description });
    case 'long':
      return z
        .union([z.number().int(), z.string().regex(/^\d{1,19}$/)])
        .openapi({ description: `${description} A long: a JSON number up to 2^53 - 1, or its digit string.` });
    case 'int': {
      const b = INT_FIELD_BOUNDS[def.Name];
      const int = z.number().int();
      return (b !== undefined ? int.min(b.min).max(b.max) : int.min(0).max(2_147_483_647)).openapi({ description });
    }
    case 'decimal': {
      const r = DECIMAL_FIELD_RULES[def.Name];
      const places = r?.minor_units ?? 2;
      return z
        .union([z.number(), z.string()])
        .openapi({ description: `${description} Decimal, at most ${places} places (a JSON number or a string).` });
    }
    case 'date':
      return z.string().openapi({ format: 'date', description: `${description} YYYY-MM-DD.` });
    case 'datetime':
      return DateTime.openapi({ description });
    case 'bool':
      return z.boolean().openapi({ description });
    case 'enum':
      return z.enum(enumValues(def)).openapi({ description });
    default:
      return z.string().openapi({ description });
  }
}

function exampleValue(def: CreateAccountFieldDef): unknown {
  switch (def.Type) {
    case 'Guid':
      return EXAMPLE_ID;
    case 'long':
      return 9007199254;
    case 'int':
      return INT_FIELD_BOUNDS[def.Name] !== undefined ? 2026 : 1;
    case 'decimal':
      return def.Name === 'AnnualPercentageYield' ? 4.25 : 2500;
    case 'date':
      return exampleDate(def.Name);
    case 'datetime':
      return '2026-01-01T00:00:00.000Z';
    case 'bool':
      return false;
    case 'enum':
      return enumValues(def)[0];
    default:
      return 'example';
  }
}

const isCommon = (name: string) => (COMMON_CREATE_ACCOUNT_FIELDS as readonly string[]).includes(name);

/** The request fields of one type, in the engine's reading order. */
export function createAccountFields(type: CompiledAccountType): Record<string, z.ZodType> {
  const presence = commonPresence(type);
  const fields: Record<string, z.ZodType> = {
    AccountTypeCode: z.literal(type.Slug).openapi({ description: `${type.Name}: the catalog type ${type.Slug}.` }),
    ProviderReferenceId: z.string().max(128).optional().openapi({
      description: 'Idempotency key, scoped to the calling provider: the same key and body answer the first result.',
    }),
    ClientId: Guid.openapi({ description: 'The owner: an Active client of the calling provider.' }),
  };
  const common = {
    InstitutionId: Guid.openapi({
      description:
        `The institution holding the account (${type.Nature}); its authorities must satisfy the type's ` +
        `authority groups.`,
    }),
    TrusteeId: Guid.openapi({ description: 'The trustee holding the assets in trust.' }),
    InvestmentId: z.union([z.number().int(), z.string().regex(/^\d{1,19}$/)]).openapi({
      description: 'The sponsor investment it links to: a long (a JSON number up to 2^53 - 1, or its digits).',
    }),
  };
  for (const name of ['InstitutionId', 'TrusteeId', 'InvestmentId'] as const) {
    const p = presence[name];
    if (p === 'required') fields[name] = common[name];
    else if (p === 'optional') fields[name] = common[name].optional();
  }
  for (const def of type.CreateAccountFields) {
    if (isCommon(def.Name)) continue;
    const schema = fieldSchema(def);
    fields[def.Name] = def.Required ? schema : schema.optional();
  }
  return fields;
}

/** An example body of one type: every required field, and the optional type fields. */
export function createAccountExample(type: CompiledAccountType): Record<string, unknown> {
  const presence = commonPresence(type);
  const example: Record<string, unknown> = { AccountTypeCode: type.Slug, ClientId: EXAMPLE_ID };
  if (presence.InstitutionId === 'required') example['InstitutionId'] = EXAMPLE_INSTITUTION;
  if (presence.TrusteeId === 'required') example['TrusteeId'] = EXAMPLE_TRUSTEE;
  for (const def of type.CreateAccountFields) if (!isCommon(def.Name)) example[def.Name] = exampleValue(def);
  // The type's opening rules that fix a value (catalog Rules[].Check): the example meets them.
  for (const rule of type.Rules) {
    const check = rule.Check;
    if (check === undefined || !('Field' in check) || !(check.Field in example)) continue;
    if (check.Kind === 'FieldEquals') example[check.Field] = check.Equals;
    else if (check.Kind === 'FieldOneOf') example[check.Field] = check.Values[0];
    else if (check.Kind === 'DateOnOrBefore') example[check.Field] = check.Date;
  }
  return example;
}

/** The component name of one type's schema: CreateAccount_ and the slug in PascalCase. */
export function createAccountSchemaName(slug: string): string {
  return `CreateAccount_${slug.replace(/(^|-)([a-z0-9])/g, (_, _d: string, c: string) => c.toUpperCase())}`;
}

/** The Create Account request of `catalog`: oneOf per type, discriminated on AccountTypeCode. */
export function createAccountRequestSchema(catalog: Catalog): z.ZodType {
  const options = catalog.types.map((type) =>
    z
      .object(createAccountFields(type))
      .strict()
      .openapi(createAccountSchemaName(type.Slug), {
        description:
          `Create Account for ${type.Name} (${type.Slug}): a ${type.Nature} ` +
          (`account${type.Status === 'gated' ? '; gated: the provider needs its gate as well as a contract' : ''}. ` +
            `Unknown fields are refused.`),
        example: createAccountExample(type),
      }),
  );
  if (options.length === 0) return z.object({}).openapi('CreateAccountRequest');
  const [first, ...rest] = options;
  return z.discriminatedUnion('AccountTypeCode', [first!, ...rest]).openapi('CreateAccountRequest', {
    description:
      'Create Account (spec part 4.2): one schema per account type of the catalog, chosen by ' +
      "AccountTypeCode. The fields, their presence and their values are the catalog type's, as the engine " +
      'validates them.',
  });
}
