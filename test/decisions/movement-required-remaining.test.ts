// requiredDistributionRemaining: the RMD fact of a rollover or conversion from the owner's
// accounts (26 CFR 1.408-8 Q&A-4 and (e): the first dollars are the requirement, owner IRAs aggregate).
import { describe, expect, it } from 'vitest';
import { defaultCatalog, type RequiredDistributionAccount, requiredDistributionRemaining } from '../../src/index.js';

// Owner born 1950-06-01: Uniform Lifetime divisor 24.6 in 2025 (age 75).
const owner = { OwnerId: 'ann', OwnerDateOfBirth: '1950-06-01' } as const;
const ira = (AccountId: string, AccountTypeCode: string, value: string, paid: [string, string][] = []) =>
  ({
    AccountId,
    AccountTypeCode,
    ...owner,
    YearEndValues: [{ Year: 2024, Value: value }],
    Distributions: paid.map(([on, Amount]) => ({ Date: on, Amount })),
  }) satisfies RequiredDistributionAccount;

describe('requiredDistributionRemaining (26 CFR 1.408-8)', () => {
  it(
    'the owner IRAs’ 2025 requirement (100,000 / 24.6 + 50,000 / 24.6 = 6,097.56) less what was paid BEFORE ' +
      'the day',
    () => {
      const accounts = [
        ira('sep', 'sep-ira', '100000', [['2025-06-01', '500']]),
        ira('simple', 'simple-ira', '50000', [['2025-05-01', '2000']]),
      ];
      // The 2,000 of May counts; the 500 paid on the rollover's own day is the distribution itself.
      expect(requiredDistributionRemaining(defaultCatalog, accounts, 'sep', '2025-06-01')).toBe('4097.56');
      expect(requiredDistributionRemaining(defaultCatalog, accounts, 'sep', '2025-06-02')).toBe('3597.56');
    },
  );

  it('a Roth IRA owes nothing during the owner’s life; without a year-end value it cannot be told', () => {
    expect(requiredDistributionRemaining(defaultCatalog, [ira('r', 'roth-ira', '10000')], 'r', '2025-06-01')).toBe('0');
    const unknown = { AccountId: 'x', AccountTypeCode: 'traditional-ira', ...owner };
    expect(requiredDistributionRemaining(defaultCatalog, [unknown], 'x', '2025-06-01')).toBeNull();
  });
});
