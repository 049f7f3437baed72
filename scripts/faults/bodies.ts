// A plausible request body for any documented route, generated from its OpenAPI schema: ids by
// field name from the fuzz run's own records, enums, dates, the documented examples. The fuzz
// then mutates it; unmutated, a good share are real writes (so partial writes can be looked for).
import { randomUUID } from 'node:crypto';
import type { JsonSchema, OpenApiDoc, Route } from './routes.js';

/** Ids of records the fuzz run created in its set-up, by the field names that take them. */
export type KnownIds = Readonly<Record<string, string>>;

const MAX_DEPTH = 6;

/** Field names whose id is another field's record (FromAccountId is an account). */
function idFor(name: string, known: KnownIds, rand: () => number): string {
  if (known[name] !== undefined) return known[name];
  if (/AccountId$/.test(name)) return (rand() < 0.5 ? known['AccountId'] : known['OtherAccountId']) ?? randomUUID();
  if (/TransactionId$/.test(name)) return known['TransactionId'] ?? randomUUID();
  return randomUUID();
}

function resolve(doc: OpenApiDoc, s: JsonSchema): JsonSchema {
  let out = s;
  for (let i = 0; i < 10 && out.$ref !== undefined; i += 1)
    out = doc.components?.schemas?.[out.$ref.replace('#/components/schemas/', '')] ?? {};
  if (out.allOf !== undefined && out.allOf.length > 0) {
    const parts = out.allOf.map((p) => resolve(doc, p));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  return out;
}

function value(
  doc: OpenApiDoc,
  schema: JsonSchema,
  name: string,
  known: KnownIds,
  rand: () => number,
  depth: number,
): unknown {
  const s = resolve(doc, schema);
  const alt = s.anyOf ?? s.oneOf;
  if (alt !== undefined && alt.length > 0) {
    const choices = alt.filter((a) => resolve(doc, a).type !== 'null');
    return value(doc, choices[Math.floor(rand() * choices.length)] ?? alt[0]!, name, known, rand, depth);
  }
  if (s.enum !== undefined && s.enum.length > 0) return s.enum[Math.floor(rand() * s.enum.length)];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties !== undefined) {
    if (depth >= MAX_DEPTH) return {};
    const out: Record<string, unknown> = {};
    const required = new Set(s.required ?? []);
    for (const [k, p] of Object.entries(s.properties ?? {}))
      if (required.has(k) || rand() < 0.35) out[k] = value(doc, p, k, known, rand, depth + 1);
    return out;
  }
  if (type === 'array')
    return depth >= MAX_DEPTH || s.items === undefined ? [] : [value(doc, s.items, name, known, rand, depth + 1)];
  if (type === 'boolean') return rand() < 0.5;
  if (type === 'integer' || type === 'number') {
    if (/Year$/.test(name)) return new Date().getUTCFullYear();
    return typeof s.example === 'number' ? s.example : 1;
  }
  if (s.format === 'uuid' || /Id$/.test(name)) return idFor(name, known, rand);
  if (s.format === 'date') return new Date().toISOString().slice(0, 10);
  if (s.format === 'date-time') return new Date().toISOString();
  if (name === 'Currency') return 'USD';
  if (typeof s.example === 'string') return s.example;
  return `fuzz ${name}`;
}

/**
 * Fields that make a generated body more often a real write on this run's records (the schema
 * alone does not say which account type the provider holds).
 */
const HINTS: readonly [RegExp, (ids: KnownIds, rand: () => number) => Record<string, unknown>][] = [
  [
    /^\/v1\/clients$/,
    () => ({ ClientType: 'Individual', Contact: { FirstName: 'Fuzz', LastName: 'Gen', DateOfBirth: '1980-01-15' } }),
  ],
  [/^\/v1\/accounts$/, () => ({ AccountTypeCode: 'roth-ira' })],
  [/\/fund$/, () => ({ Amount: '12.34', Currency: 'USD', PaymentMethodType: 'Wire' })],
  [/\/transact$/, () => ({ EntryType: 'Withdrawal', Amount: '1.00', Currency: 'USD' })],
  [/\/withdrawals$/, () => ({ Amount: '1.00', Currency: 'USD', DistributionReason: 'Normal' })],
  [
    /^\/v1\/transfers$/,
    (ids, rand) => {
      const pair = [ids['AccountId'], ids['SecondRothId']];
      if (rand() < 0.5) pair.reverse();
      return { FromAccountId: pair[0], ToAccountId: pair[1], Amount: '1.00', Currency: 'USD' };
    },
  ],
  [/^\/v1\/roth-conversions$/, () => ({ Amount: '1.00', Currency: 'USD' })],
  [
    /^\/v1\/rollovers$/,
    () => ({ Kind: 'Direct', FromAccountTypeCode: 'employee-stock-ownership-plan', Amount: '5.00', Currency: 'USD' }),
  ],
  [/^\/v1\/webhook-endpoints$/, () => ({ Url: 'https://10.0.0.1/hook' })],
  [/\/contracts$/, () => ({ AccountTypeCodes: ['roth-ira', 'traditional-ira'] })],
];

/** The generated body of a write route (every route with a documented body; `{}` otherwise). */
export function baseBody(doc: OpenApiDoc, route: Route, known: KnownIds, ref: string, rand: () => number) {
  const generated =
    route.body === undefined ? {} : (value(doc, route.body, 'Body', known, rand, 0) as Record<string, unknown>);
  const body: Record<string, unknown> = typeof generated === 'object' && generated !== null ? generated : {};
  for (const [re, hint] of HINTS) if (re.test(route.path) && rand() < 0.8) Object.assign(body, hint(known, rand));
  // Every write that takes a reference gets a fresh one (the partial-write check follows it).
  const props = route.body === undefined ? {} : (resolve(doc, route.body).properties ?? {});
  if ('ProviderReferenceId' in props) body['ProviderReferenceId'] = ref;
  return body;
}
