import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeContext, heldMask } from '../../src/core/availability/encode-context.js';
import { typeAnswer, typeAvailability } from '../../src/core/availability/resolve-availability.js';
import { checkParameterLimit } from '../../src/core/requests/create-account/checks/parameter-limit.js';
import { namesInclude, stringList } from '../../src/core/requests/create-account/read-context.js';
import { parseDate, parseDateReadable } from '../../src/core/requests/fields/parse-date.js';
import {
  type DecimalRules,
  decimalParser,
  decimalParserReadable,
} from '../../src/core/requests/fields/parse-decimal.js';
import { defaultCatalog, parameterValue } from '../../src/index.js';
import { arbitraryAvailabilityContext } from '../../src/testing/index.js';

// The pieces validateCreateAccount now takes faster, each against its readable definition
// (differential, 10,000 runs each).

const RUNS = { numRuns: 10_000 };
const cat = defaultCatalog;

const amountLike = fc.oneof(
  fc.stringMatching(/^-?[0-9]{1,15}(\.[0-9]{1,6})?$/),
  fc.stringMatching(/^[ 0-9.e+-]{0,20}$/),
  fc.integer({ min: -100, max: 1e15 }).map((c) => c / 100),
  fc.double(),
  fc.constantFrom('0', '0.00', '100', '100.00', '100.01', '99.9999', '1.500', 0, -0, null, true, 'x'),
);

describe('Create Account field parsers equal their readable definitions (differential)', () => {
  const rulesArb: fc.Arbitrary<DecimalRules> = fc.record(
    {
      minor_units: fc.constantFrom(0, 1, 2, 4),
      allowZero: fc.boolean(),
      allowNegative: fc.boolean(),
      max: fc.constantFrom('100', '2500.50', '0.125', '1000000'),
    },
    { requiredKeys: ['minor_units'] },
  );
  it('decimalParser', () => {
    fc.assert(
      fc.property(rulesArb, amountLike, (rules, input) => {
        expect(decimalParser(rules)(input)).toEqual(decimalParserReadable(rules)(input));
      }),
      RUNS,
    );
  });
  it('parseDate', () => {
    const pad = (n: number, w: number): string => String(n).padStart(w, '0');
    const dateLike = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 39 }))
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    fc.assert(
      fc.property(fc.oneof(dateLike, fc.string({ maxLength: 12 }), fc.anything()), (input) => {
        expect(parseDate(input)).toEqual(parseDateReadable(input));
      }),
      RUNS,
    );
  });
});

describe("one type's availability without encoding the whole context (differential)", () => {
  const lists = fc.array(fc.oneof(fc.constantFrom(...cat.types.map((t) => t.Slug)), fc.string(), fc.integer()), {
    maxLength: 30,
  });
  it('typeAnswer(heldMask, namesInclude, namesInclude) equals typeAvailability(encodeContext(stringList))', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cat.types),
        arbitraryAvailabilityContext(cat),
        lists,
        lists,
        (type, ctx, contracted, gates) => {
          const raw = { ...ctx, ContractedTypes: [...ctx.ContractedTypes, ...contracted], SatisfiedGates: gates };
          const authorities = stringList(raw.Authorities);
          const slow = typeAvailability(
            type,
            encodeContext(cat, {
              Authorities: authorities,
              ContractedTypes: stringList(raw.ContractedTypes),
              SatisfiedGates: stringList(raw.SatisfiedGates),
            }),
          );
          const fast = typeAnswer(
            type,
            heldMask(cat, authorities),
            namesInclude(raw.ContractedTypes, type.Slug),
            namesInclude(raw.SatisfiedGates, type.Slug),
          );
          expect(fast).toEqual(slow);
        },
      ),
      RUNS,
    );
  });
});

describe('checkParameterLimit in cents equals the decimal.js comparison (differential)', () => {
  const input = (amount: string, year: number) =>
    ({
      catalog: cat,
      type: cat.types[0]!,
      rule: { Id: 'limit', Summary: 'a limit', Source: 'a source' },
      values: { AnnualElection: amount, PlanYear: year },
      client: null,
      today: '2026-01-01',
    }) as const;
  const check = {
    Kind: 'ParameterLimit',
    Field: 'AnnualElection',
    YearField: 'PlanYear',
    ErrorCode: 'ElectionTooHigh',
  } as const;
  it('the same error or none, for every parameter, year and amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cat.parameters.keys()),
        fc.integer({ min: 2015, max: 2035 }),
        fc.integer({ min: 1, max: 5_000_000 }).map((c) => (c / 100).toFixed(c % 3 === 0 ? 0 : 2)),
        (Parameter, year, amount) => {
          const c = { ...check, Parameter } as never;
          const readable = (...a: Parameters<typeof parameterValue>) => parameterValue(...a);
          expect(checkParameterLimit(input(amount, year) as never, c)).toEqual(
            checkParameterLimit(input(amount, year) as never, c, readable as never),
          );
        },
      ),
      RUNS,
    );
  });
});
