import { describe, expect, it } from 'vitest';
import { ContributionRulesSchema, defaultCatalog, parameterValue } from '../../src/index.js';

describe('ContributionRules in the catalog', () => {
  const typed = defaultCatalog.types.filter((t) => t.ContributionRules !== undefined);
  it('every type with contribution rules validates, and every referenced parameter exists for 2026', () => {
    expect(typed.map((t) => t.Slug)).toEqual(
      expect.arrayContaining([
        'roth-ira',
        'trump-account',
        'health-care-fsa',
        'commuter-benefits',
        'emergency-savings-plesa',
      ]),
    );
    for (const t of typed) {
      const r = ContributionRulesSchema.safeParse(t.ContributionRules);
      expect(r.success, `${t.Slug}: ${r.success ? '' : r.error.message}`).toBe(true);
      const names = JSON.stringify(t.ContributionRules).match(/"[A-Za-z]*Parameter[A-Za-z]*":"([a-z0-9_]+)"/g) ?? [];
      for (const m of names) {
        const name = m.split(':')[1]!.replaceAll('"', '');
        expect(parameterValue(defaultCatalog, name, { Year: 2026 }).ok, `${t.Slug} -> ${name}`).toBe(true);
      }
    }
  });
  it('every accepted source and every check names its legal source', () => {
    for (const t of typed) {
      const r = ContributionRulesSchema.parse(t.ContributionRules);
      for (const s of Object.values(r.Sources)) expect(s!.Source.length).toBeGreaterThan(3);
      for (const c of r.Checks) expect(c.Source.length).toBeGreaterThan(3);
    }
  });
});
