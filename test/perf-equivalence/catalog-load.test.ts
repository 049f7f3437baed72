import { describe, expect, it } from 'vitest';
import { defaultCatalog, defaultCatalogFiles, loadCatalog, parseCatalog } from '../../src/index.js';

// The bundled files are deep-frozen and validated once per process; a host's own files are
// validated at every load, so a change to them between loads is always seen.

describe('catalog load: bundled files validated once, a host file every time', () => {
  it('the bundled files are deep-frozen', () => {
    expect(Object.isFrozen(defaultCatalogFiles)).toBe(true);
    const roth = defaultCatalogFiles['types/roth-ira.json'] as { AuthorityGroups: string[][] };
    expect(Object.isFrozen(roth)).toBe(true);
    expect(Object.isFrozen(roth.AuthorityGroups[0])).toBe(true);
    expect(() => {
      (roth as { Name?: string }).Name = 'changed';
    }).toThrow(TypeError);
  });

  it('a second load of the bundled files gives the same catalog', () => {
    const again = loadCatalog(defaultCatalogFiles);
    expect(again.types.map((t) => t.Slug)).toEqual(defaultCatalog.types.map((t) => t.Slug));
    expect([...again.parameters.keys()]).toEqual([...defaultCatalog.parameters.keys()]);
  });

  it("a host's file changed between loads is validated again", () => {
    const mine = structuredClone(defaultCatalogFiles['types/roth-ira.json']) as Record<string, unknown>;
    const files = { ...defaultCatalogFiles, 'types/roth-ira.json': mine };
    expect(parseCatalog(files).ok).toBe(true);
    mine['Status'] = 'not-a-status';
    const r = parseCatalog(files);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.some((i) => i.File === 'types/roth-ira.json' && i.Path === 'Status')).toBe(true);
  });
});
