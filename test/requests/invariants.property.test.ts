import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BENEFICIARY_CLASSES,
  DISTRIBUTION_DECISIONS,
  permittedDecisions,
  validateCreateAccount,
  validateFundAccountRequest,
} from '../../src/index.js';
import { catalog, fullContext, minimal } from './fixtures.js';

const dateArb = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2026-08-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const matrix = catalog.inheritedDecisions!;

describe('invariants (fast-check)', () => {
  it('an inherited request passes exactly when its decision is in the permitted set, which is never empty', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('inherited-traditional-ira', 'inherited-roth-ira'),
        dateArb,
        fc.boolean(),
        fc.constantFrom(...BENEFICIARY_CLASSES),
        fc.constantFrom(...DISTRIBUTION_DECISIONS),
        (slug, dod, rbd, cls, decision) => {
          const facts = permittedDecisions(matrix, slug, {
            DecedentDateOfDeath: dod,
            DecedentDiedOnOrAfterRbd: rbd,
            BeneficiaryEligibleDesignatedClass: cls,
          })!;
          expect(facts.Permitted.length).toBeGreaterThan(0);
          const r = validateCreateAccount(
            catalog,
            minimal(slug, {
              DecedentDateOfDeath: dod,
              DecedentDiedOnOrAfterRbd: rbd,
              BeneficiaryEligibleDesignatedClass: cls,
              BeneficiaryDistributionDecision: decision,
            }),
            fullContext(),
          );
          expect(r.ok).toBe(facts.Permitted.includes(decision));
          if (!r.ok) expect(r.Errors[0]?.Message).toContain(`Permitted decisions: ${facts.Permitted.join(', ')}`);
        },
      ),
      { numRuns: 1500 },
    );
  });
  it('for inherited-roth-ira the answer never depends on DecedentDiedOnOrAfterRbd', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.constantFrom(...BENEFICIARY_CLASSES),
        fc.constantFrom(...DISTRIBUTION_DECISIONS),
        (dod, cls, decision) => {
          const at = (rbd: boolean) =>
            validateCreateAccount(
              catalog,
              minimal('inherited-roth-ira', {
                DecedentDateOfDeath: dod,
                DecedentDiedOnOrAfterRbd: rbd,
                BeneficiaryEligibleDesignatedClass: cls,
                BeneficiaryDistributionDecision: decision,
              }),
              fullContext(),
            ).ok;
          expect(at(true)).toBe(at(false));
        },
      ),
      { numRuns: 500 },
    );
  });
  it('the regime is PreSecureAct exactly for deaths before 2020-01-01', () => {
    fc.assert(
      fc.property(dateArb, (dod) => {
        const f = permittedDecisions(matrix, 'inherited-traditional-ira', {
          DecedentDateOfDeath: dod,
          DecedentDiedOnOrAfterRbd: false,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        })!;
        expect(f.Regime).toBe(dod < '2020-01-01' ? 'PreSecureAct' : 'SecureAct');
      }),
    );
  });
  it(
    'a cents amount, as number or string, is normalized to the exact decimal (never through binary floating ' +
      'point)',
    () => {
      fc.assert(
        fc.property(fc.bigInt({ min: 1n, max: 10n ** 14n }), fc.boolean(), (cents, asNumber) => {
          const text = new Decimal(cents.toString()).div(100).toFixed(2);
          const amount = asNumber ? Number(text) : text;
          const r = validateFundAccountRequest(
            catalog,
            { Amount: amount, Currency: 'USD', PaymentMethodType: 'Wire' },
            { AccountTypeCode: 'sep-ira' },
          );
          if (asNumber && !Number.isSafeInteger(Number(cents))) return;
          expect(r.ok).toBe(true);
          if (r.ok) expect(new Decimal(r.value.Amount).eq(new Decimal(text))).toBe(true);
        }),
      );
    },
  );
  it(
    'Guids in any letter case are accepted and come back lower case; anything else that is not 8-4-4-4-12 ' +
      'hex is refused',
    () => {
      fc.assert(
        fc.property(fc.uuid(), fc.boolean(), (id, upper) => {
          const sent = upper ? id.toUpperCase() : id;
          const r = validateCreateAccount(
            catalog,
            minimal('sep-ira', { ClientId: sent }),
            fullContext({ Client: { ClientId: id, ClientType: 'Individual', Contact: {}, ClientStatus: 'Active' } }),
          );
          if (/^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(id)) return;
          expect(r.ok && r.value.ClientId).toBe(id.toLowerCase());
        }),
      );
      fc.assert(
        fc.property(fc.string(), (s) => {
          fc.pre(!/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(s));
          const r = validateCreateAccount(catalog, minimal('sep-ira', { ClientId: s }), fullContext());
          expect(!r.ok && r.Errors[0]?.FieldName).toBe('ClientId');
        }),
      );
    },
  );
  it('InvestmentId digit strings round-trip exactly up to 2^63-1', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 63n - 1n }), (n) => {
        const r = validateCreateAccount(catalog, minimal('sep-ira', { InvestmentId: n.toString() }), fullContext());
        expect(r.ok && r.value.InvestmentId).toBe(n.toString());
      }),
    );
  });
  it('coverdell-esa age limit: passes exactly when the beneficiary is under 18 on the opening date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2026-08-01T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          const dob = d.toISOString().slice(0, 10);
          const r = validateCreateAccount(
            catalog,
            minimal('coverdell-esa', { BeneficiaryDateOfBirth: dob }),
            fullContext(),
          );
          // Under 18 on 2026-08-01 means born after 2008-08-01.
          expect(r.ok).toBe(dob > '2008-08-01');
        },
      ),
    );
  });
});
