import { describe, expect, it } from 'vitest';
import { runScheduleCommand } from '../../src/cli/schedule.js';

const QUERY = {
  AccountTypeCode: 'inherited-traditional-ira',
  DecedentDateOfBirth: '1945-01-01',
  DecedentDateOfDeath: '2021-06-01',
  DecedentDiedOnOrAfterRbd: true,
  BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
  BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
  BeneficiaryDateOfBirth: '1975-01-01',
  YearEndBalances: [{ Year: 2024, Balance: '370000.00' }],
};

function harness(files: Record<string, string>, stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    readStdin: async () => stdin,
    readFile: async (p: string) => {
      const f = files[p];
      if (f === undefined) throw new Error(`ENOENT: no such file or directory, open '${p}'`);
      return f;
    },
    stdout: (s: string) => void out.push(s),
    stderr: (s: string) => void err.push(s),
  };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

describe('acctos schedule', () => {
  it(
    'prints a table from a file: regime, final deadline, one row per year with divisor, amount, waiver and ' +
      'deadline',
    async () => {
      const h = harness({ 'q.json': JSON.stringify(QUERY) });
      expect(await runScheduleCommand(['q.json'], h.io)).toBe(0);
      const text = h.out();
      expect(text).toContain('Regime: TenYearRuleWithAnnualRmd');
      expect(text).toContain('Final distribution deadline: 2031-12-31');
      expect(text).toMatch(/Year\s+Required\s+Divisor\s+Amount\s+Waiver\s+Deadline/);
      expect(text).toMatch(/2022\s+yes\s+39\.0\s+-\s+waived\s+2022-12-31/);
      expect(text).toMatch(/2025\s+yes\s+36\.0\s+10277\.78\s+-\s+2025-12-31/);
      expect(text).toMatch(/2031\s+ENTIRE BALANCE\s+-\s+all\s+-\s+2031-12-31/);
      expect(text).toContain('Sources:');
      expect(h.err()).toBe('');
    },
  );
  it('reads standard input when no file or "-" is given, and accepts a leading "schedule"', async () => {
    for (const args of [[], ['-'], ['schedule', '-']]) {
      const h = harness({}, JSON.stringify(QUERY));
      expect(await runScheduleCommand(args, h.io)).toBe(0);
      expect(h.out()).toContain('2031-12-31');
    }
  });
  it('--json prints the engine result', async () => {
    const h = harness({}, JSON.stringify(QUERY));
    expect(await runScheduleCommand(['--json'], h.io)).toBe(0);
    expect(JSON.parse(h.out())).toMatchObject({ ok: true, Regime: 'TenYearRuleWithAnnualRmd' });
  });
  it('bad input: one clear line on stderr, no stack trace, exit 2', async () => {
    const cases: [string[], Record<string, string>, string, RegExp][] = [
      [['missing.json'], {}, '', /cannot read missing\.json/],
      [['q.json'], { 'q.json': '{ nope' }, '', /not valid JSON/],
      [[], {}, '  ', /empty/],
      [
        ['q.json'],
        { 'q.json': JSON.stringify({ ...QUERY, BeneficiaryDistributionDecision: 'TenYearRule' }) },
        '',
        /permitted: TenYearRuleWithAnnualRmd/,
      ],
      [['q.json'], { 'q.json': JSON.stringify({ ...QUERY, AccountTypeCode: 'nope' }) }, '', /UnknownAccountType/],
      [['--frobnicate'], {}, '', /unknown option/],
      [['a.json', 'b.json'], {}, '', /at most one/],
    ];
    for (const [args, files, stdin, pattern] of cases) {
      const h = harness(files, stdin);
      expect(await runScheduleCommand(args, h.io)).toBe(2);
      const err = h.err();
      expect(err).toMatch(pattern);
      expect(err.trim().split('\n')).toHaveLength(1);
      expect(err).not.toMatch(/\n\s+at /);
      expect(h.out()).toBe('');
    }
  });
  it('a missing field says it is missing and what to send, never "must be a date" (issue 16)', async () => {
    const expected: Record<string, RegExp> = {
      AccountTypeCode: /AccountTypeCode is missing: send inherited-traditional-ira or inherited-roth-ira/,
      DecedentDateOfDeath: /DecedentDateOfDeath is missing: send the owner's date of death as YYYY-MM-DD/,
      DecedentDateOfBirth: /DecedentDateOfBirth is missing: send it as YYYY-MM-DD/,
      DecedentDiedOnOrAfterRbd: /DecedentDiedOnOrAfterRbd is missing: send true when/,
      BeneficiaryEligibleDesignatedClass: /BeneficiaryEligibleDesignatedClass is missing: send one of SurvivingSpouse/,
      BeneficiaryDistributionDecision: /BeneficiaryDistributionDecision is missing: send one of LifeExpectancy/,
      BeneficiaryDateOfBirth: /BeneficiaryDateOfBirth is missing: send it as YYYY-MM-DD/,
    };
    for (const [field, pattern] of Object.entries(expected)) {
      const { [field]: _, ...rest } = QUERY as Record<string, unknown>;
      const h = harness({}, JSON.stringify(rest));
      expect(await runScheduleCommand([], h.io), field).toBe(2);
      expect(h.err(), field).toMatch(pattern);
      expect(h.err()).not.toMatch(/must be a date/);
    }
    const wrong = harness({}, JSON.stringify({ ...QUERY, DecedentDateOfDeath: '06/01/2021' }));
    expect(await runScheduleCommand([], wrong.io)).toBe(2);
    expect(wrong.err()).toMatch(/DecedentDateOfDeath must be a date YYYY-MM-DD \(for example 2021-06-01\)/);
  });
  it('options are parsed with node:util parseArgs: --json=x and two files are refused with what to do', async () => {
    const h = harness({}, JSON.stringify(QUERY));
    expect(await runScheduleCommand(['--json=yes'], h.io)).toBe(2);
    expect(h.err()).toMatch(/--json takes no value/);
    const h2 = harness({}, JSON.stringify(QUERY));
    expect(await runScheduleCommand(['-h'], h2.io)).toBe(0);
    expect(h2.out()).toContain('usage: acctos schedule');
  });
  it('--help prints usage and exits 0', async () => {
    const h = harness({});
    expect(await runScheduleCommand(['--help'], h.io)).toBe(0);
    expect(h.out()).toContain('usage: acctos schedule');
  });
});
