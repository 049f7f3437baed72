import { describe, expect, it } from 'vitest';
import {
  assetEligibility,
  CatalogError,
  type CatalogIssue,
  defaultCatalogFiles,
  loadCatalog,
  parseCatalog,
  resolveAvailability,
} from '../../src/index.js';

type Json = Record<string, unknown>;
const SEP = 'types/sep-ira.json';
const sep = (): Json => structuredClone(defaultCatalogFiles[SEP]) as Json;

/** Parse a catalog with one file replaced; expect failure and return the issues. */
function issuesWith(file: string, data: unknown): readonly CatalogIssue[] {
  const r = parseCatalog({ ...defaultCatalogFiles, [file]: data });
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.issues;
}

/** loadCatalog throws a CatalogError whose message names the file and has no stack-trace lines. */
function thrownMessage(file: string, data: unknown): string {
  try {
    loadCatalog({ ...defaultCatalogFiles, [file]: data });
  } catch (e) {
    expect(e).toBeInstanceOf(CatalogError);
    const message = (e as CatalogError).message;
    expect(message).not.toMatch(/^\s+at /m);
    expect(message).not.toMatch(/\.ts:\d+|\.js:\d+/);
    return message;
  }
  throw new Error('loadCatalog accepted a bad catalog');
}

describe('bad catalogs are rejected with File, Path and a clear Message', () => {
  it('unknown authority in a type', () => {
    const t = sep();
    t.AuthorityGroups = [['IrsNonbankCustodian', 'Bnak']];
    expect(issuesWith(SEP, t)).toContainEqual({
      File: SEP,
      Path: 'AuthorityGroups[0][1]',
      Message: 'unknown authority "Bnak"',
    });
    expect(thrownMessage(SEP, t)).toContain('types/sep-ira.json at AuthorityGroups[0][1]: unknown authority "Bnak"');
  });
  it('unknown authority required by an asset class', () => {
    const f = structuredClone(defaultCatalogFiles['asset-classes.json']) as {
      AssetClasses: { RequiresAuthorities: string[] }[];
    };
    f.AssetClasses[9]!.RequiresAuthorities = ['StablecoinIssuer'];
    expect(issuesWith('asset-classes.json', f)).toContainEqual({
      File: 'asset-classes.json',
      Path: 'AssetClasses[9].RequiresAuthorities[0]',
      Message: 'unknown authority "StablecoinIssuer"',
    });
  });
  it('missing field', () => {
    const t = sep();
    delete t.Earnings;
    const issues = issuesWith(SEP, t);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ File: SEP, Path: 'Earnings' });
    expect(issues[0]!.Message).toMatch(/^required field Earnings is missing \(expected one of "TaxDeferred"/);
    expect(thrownMessage(SEP, t)).toContain('types/sep-ira.json at Earnings');
  });
  it('a TaxType field (removed, specification part 9)', () => {
    const t = { ...sep(), TaxType: 'TaxDeferred' };
    expect(issuesWith(SEP, t)).toEqual([
      { File: SEP, Path: 'TaxType', Message: 'TaxType was removed from the interface; use Contributions and Earnings' },
    ]);
    expect(thrownMessage(SEP, t)).toContain('TaxType was removed');
  });
  it('an AssetRow of the wrong length', () => {
    const t = sep();
    t.AssetRow = (t.AssetRow as string[]).slice(0, 9);
    expect(issuesWith(SEP, t)).toContainEqual({
      File: SEP,
      Path: 'AssetRow',
      Message: 'row has 9 cells; expected one per asset class (10)',
    });
  });
  it('an unknown asset class in an instrument predicate', () => {
    const file = 'types/employee-stock-ownership-plan.json';
    const t = structuredClone(defaultCatalogFiles[file]) as { InstrumentPredicates: { AssetClasses: string[] }[] };
    t.InstrumentPredicates[0]!.AssetClasses[0] = 'Crypto';
    const issues = issuesWith(file, t);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ File: file, Path: 'InstrumentPredicates[0].AssetClasses[0]' });
    expect(issues[0]!.Message).toMatch(/^unknown asset class Crypto \(known: StocksAndEtfs, /);
  });
  it('an unknown asset cell value', () => {
    const t = sep();
    (t.AssetRow as string[])[0] = 'Maybe';
    expect(issuesWith(SEP, t)[0]).toMatchObject({ File: SEP, Path: 'AssetRow[0]' });
  });
  it('every problem is reported, not just the first', () => {
    const t = { ...sep(), TaxType: 'x', AuthorityGroups: [['Nope']] };
    delete (t as Json).Status;
    const paths = issuesWith(SEP, t)
      .map((i) => i.Path)
      .sort();
    expect(paths).toEqual(['Status', 'TaxType']);
  });
  it('a file that is not JSON object data, and a catalog that is not an object', () => {
    expect(issuesWith(SEP, 'hello')[0]).toMatchObject({ File: SEP, Path: '' });
    expect(parseCatalog(null as never)).toMatchObject({ ok: false });
  });
});

describe('a host can add its own type without code', () => {
  const hostType = {
    ...sep(),
    Slug: 'host-brokerage',
    Name: 'Host brokerage account',
    LegacyCode: 'HBA',
    Status: 'ship',
    AuthorityGroups: [['BrokerDealer']],
    Sources: ['Host product definition'],
  };
  const catalog = loadCatalog({ ...defaultCatalogFiles, 'types/host-brokerage.json': hostType });
  it('loads, with 24 types (the 23 bundled and the host one)', () => {
    expect(catalog.types).toHaveLength(24);
    expect(catalog.typeBySlug.get('host-brokerage')?.Nature).toBe('CustodialHolding');
  });
  it('takes part in availability and asset eligibility', () => {
    const r = resolveAvailability(catalog, { Authorities: ['BrokerDealer'], ContractedTypes: ['host-brokerage'] });
    expect(r.find((x) => x.Slug === 'host-brokerage')?.Available).toBe(true);
    expect(
      assetEligibility(catalog, { AccountTypeCode: 'host-brokerage', AssetClass: 'MutualFunds' }).Eligibility,
    ).toBe('Permitted');
  });
  it('a type file whose name does not match its slug is rejected', () => {
    expect(issuesWith('types/other.json', hostType)).toContainEqual(
      expect.objectContaining({ File: 'types/other.json', Path: 'Slug' }),
    );
  });
});
