import fc from 'fast-check';
import type { Catalog } from '../../core/catalog/types.js';

const COMMON_KEYS = [
  'ClientId',
  'AccountTypeCode',
  'InstitutionId',
  'TrusteeId',
  'InvestmentId',
  'ProviderReferenceId',
  'TaxType',
  'ClientType',
  'Contact',
  'SponsorId',
  'OFAC',
  'Amount',
  'Currency',
  'PaymentMethodType',
  'TaxYear',
  'PlanYear',
  'ContributionSource',
  'EntryType',
  'Description',
  'ContributionDate',
  // Keys with a meaning to JavaScript itself: a validator must treat them as plain data.
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '',
];

const TRICKY_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  1,
  -1,
  1e308,
  -1e308,
  5e-324,
  // biome-ignore lint/correctness/noPrecisionLoss: deliberately beyond 2^53, to test lossy JSON numbers
  9007199254740993,
  0.1,
  1.005,
  '',
  ' ',
  '0',
  '-0',
  '1e3',
  'NaN',
  'Infinity',
  '0x10',
  '00012.50',
  '12.345',
  '\u0000',
  '\u202e',
  '2023-02-29',
  '2024-02-29',
  '9999-12-31',
  '0000-00-00',
  '2024-13-01',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  [],
  {},
  [null],
  { '': null },
];

/**
 * Arbitrary JSON values, parsed as a server would receive them. Given a catalog, also objects
 * whose keys are the catalog's own field names and slugs with hostile values, which reach
 * further into a validator than random keys do.
 */
export function arbitraryJson(catalog?: Catalog): fc.Arbitrary<unknown> {
  const plain = fc.jsonValue({ maxDepth: 4 });
  if (!catalog) return fc.oneof(plain, fc.constantFrom(...TRICKY_VALUES));
  const fieldNames = new Set<string>(COMMON_KEYS);
  const words: unknown[] = [...TRICKY_VALUES];
  for (const type of catalog.types) {
    words.push(type.Slug, type.Slug.toUpperCase());
    if (type.LegacyCode) words.push(type.LegacyCode);
    for (const f of type.CreateAccountFields) {
      fieldNames.add(f.Name);
      for (const v of f.Values ?? []) words.push(v);
    }
  }
  const value = fc.oneof(plain, fc.constantFrom(...words));
  // Object.fromEntries defines own properties, so "__proto__" stays a data key as JSON.parse makes it.
  const keyed = fc
    .array(fc.tuple(fc.constantFrom(...fieldNames), value), { maxLength: 12 })
    .map((entries) => Object.fromEntries(entries) as unknown);
  return fc.oneof(plain, fc.constantFrom(...TRICKY_VALUES), keyed);
}
