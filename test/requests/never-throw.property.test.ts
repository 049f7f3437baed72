import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateCreateAccount,
  validateCreateClient,
  validateFundAccountRequest,
  validateTransactRequest,
  validateUpdateAccount,
  validateUpdateClient,
} from '../../src/index.js';
// One set of generators: arbitrary JSON (with catalog words mixed in) and the law come from the kit.
import { arbitraryJson, neverThrowsOnArbitraryJson } from '../../src/testing/index.js';
import { ALL_SLUGS, catalog, fullContext, MINIMAL, TODAY } from './fixtures.js';

const anything = fc.anything({
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withBoxedValues: true,
  withSparseArray: true,
  withTypedArray: true,
});
/** Bodies close to valid ones: a real minimal request with fields replaced by arbitrary JSON. */
const nearValid = fc
  .tuple(
    fc.constantFrom(...ALL_SLUGS),
    fc.dictionary(fc.string(), fc.jsonValue()),
    fc.dictionary(
      fc.constantFrom(
        'ClientId',
        'InstitutionId',
        'TrusteeId',
        'InvestmentId',
        'AccountTypeCode',
        'DecedentDateOfDeath',
        'BeneficiaryDateOfBirth',
        'AnnualElection',
        'PlanYear',
        'TaxType',
        'ProductType',
      ),
      fc.jsonValue(),
    ),
  )
  .map(([slug, extra, over]) => ({ ...MINIMAL[slug], ...extra, ...over }));
const isResult = (r: unknown) => typeof r === 'object' && r !== null && typeof (r as { ok: unknown }).ok === 'boolean';

function expectFailureShape(r: { ok: boolean } & Record<string, unknown>) {
  if (r.ok) return;
  expect(typeof r['ErrorCode']).toBe('string');
  expect(typeof r['Message']).toBe('string');
  expect(Array.isArray(r['Errors'])).toBe(true);
}

describe('no validator throws, whatever the input (fast-check)', () => {
  it("the kit's law neverThrowsOnArbitraryJson holds for validateCreateAccount", () => {
    fc.assert(
      neverThrowsOnArbitraryJson((body) => validateCreateAccount(catalog, body, fullContext()), {
        catalog,
      }) as fc.IProperty<[unknown]>,
    );
  });
  it('validateCreateAccount on arbitrary values and arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.oneof(anything, arbitraryJson(catalog), nearValid), (body) => {
        const r = validateCreateAccount(catalog, body, fullContext());
        expect(isResult(r)).toBe(true);
        expectFailureShape(r as never);
      }),
      { numRuns: 2000 },
    );
  });
  it('validateCreateAccount with an arbitrary host context', () => {
    fc.assert(
      fc.property(nearValid, anything, anything, anything, (body, client, institution, today) => {
        const ctx = {
          Client: client,
          Institution: institution,
          ContractedTypes: ALL_SLUGS,
          SatisfiedGates: [],
          Today: today,
        } as never;
        expect(isResult(validateCreateAccount(catalog, body, ctx))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
  it('the client, update, fund and transact validators', () => {
    fc.assert(
      fc.property(anything, fc.jsonValue(), fc.constantFrom(...ALL_SLUGS, 'nope'), anything, (a, j, slug, ctx) => {
        for (const body of [a, j]) {
          expect(isResult(validateCreateClient(catalog, body, { Today: TODAY }))).toBe(true);
          expect(isResult(validateCreateClient(catalog, body, ctx as never))).toBe(true);
          expect(
            isResult(
              validateUpdateClient(catalog, body, {
                Client: { ClientStatus: 'Active', ClientType: 'Individual' },
                Today: TODAY,
              }),
            ),
          ).toBe(true);
          expect(isResult(validateUpdateClient(catalog, body, ctx as never))).toBe(true);
          expect(isResult(validateUpdateAccount(catalog, body, { Account: { AccountStatus: 'Active' } }))).toBe(true);
          expect(isResult(validateUpdateAccount(catalog, body, ctx as never))).toBe(true);
          expect(isResult(validateFundAccountRequest(catalog, body, { AccountTypeCode: slug }))).toBe(true);
          expect(isResult(validateTransactRequest(catalog, body, { AccountTypeCode: slug }))).toBe(true);
          expect(isResult(validateTransactRequest(catalog, body, ctx as never))).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
  it('client bodies with arbitrary Contact, Address and OFAC values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Individual', 'Entity', 'Trust', 'Estate'),
        anything,
        fc.dictionary(
          fc.constantFrom(
            'FirstName',
            'LastName',
            'EntityName',
            'DateOfBirth',
            'Email',
            'Phone',
            'TaxIdLast4',
            'Address',
          ),
          anything,
        ),
        anything,
        (ClientType, OFAC, Contact, Address) => {
          const r = validateCreateClient(
            catalog,
            { ClientType, Contact: { ...Contact, Address }, OFAC },
            { Today: TODAY },
          );
          expect(isResult(r)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
