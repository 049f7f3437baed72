import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideAddContract, decideAddGate, decideRemoveContract, decideRemoveGate } from '../../src/index.js';
import { catalog, expectOk, guid } from './memory-host.js';

const NOW = '2026-03-02T09:00:00.000Z';
const TODAY = '2026-03-02';
const provider = (ContractedTypes: string[], SatisfiedGates: string[] = []) => ({
  ProviderId: guid(1),
  ContractedTypes,
  SatisfiedGates,
});

describe('one contract or gate added or removed (issue 16; design.md section 5)', () => {
  it('add appends once; a repeat writes nothing and answers the same list', () => {
    const d = expectOk(
      decideAddContract(catalog, { Now: NOW, Provider: provider(['sep-ira']), AccountTypeCode: 'roth-ira' }, {}, TODAY),
    );
    expect(d.Result).toEqual({ ProviderId: guid(1), AccountTypeCodes: ['sep-ira', 'roth-ira'] });
    expect(d.Records.Contracts?.AccountTypeCodes).toEqual(['sep-ira', 'roth-ira']);
    const again = expectOk(
      decideAddContract(
        catalog,
        { Now: NOW, Provider: provider(['sep-ira', 'roth-ira']), AccountTypeCode: 'roth-ira' },
        undefined,
        TODAY,
      ),
    );
    expect(again.Records).toEqual({});
    expect(again.Result).toEqual(d.Result);
    expect(again.Events).toEqual([]);
  });

  it('remove takes the slug out; absent, nothing changes; a stale slug the list holds can be removed', () => {
    const d = expectOk(
      decideRemoveContract(
        catalog,
        { Now: NOW, Provider: provider(['sep-ira', 'roth-ira']), AccountTypeCode: 'sep-ira' },
        {},
        TODAY,
      ),
    );
    expect(d.Result.AccountTypeCodes).toEqual(['roth-ira']);
    const none = expectOk(
      decideRemoveContract(
        catalog,
        { Now: NOW, Provider: provider(['roth-ira']), AccountTypeCode: 'sep-ira' },
        {},
        TODAY,
      ),
    );
    expect(none.Records).toEqual({});
    const stale = expectOk(
      decideRemoveGate(
        catalog,
        { Now: NOW, Provider: provider([], ['retired-type']), AccountTypeCode: 'retired-type' },
        {},
        TODAY,
      ),
    );
    expect(stale.Result.SatisfiedGates).toEqual([]);
  });

  it('a gate for a ship type is stored with a GateNotNeeded warning that names its source', () => {
    const d = expectOk(
      decideAddGate(catalog, { Now: NOW, Provider: provider([]), AccountTypeCode: 'roth-ira' }, {}, TODAY),
    );
    expect(d.Result.SatisfiedGates).toEqual(['roth-ira']);
    expect(d.Warnings[0]).toMatchObject({ Code: 'GateNotNeeded' });
    expect(d.Warnings[0]?.Source).toMatch(/part 2\.5/);
    const gated = expectOk(
      decideAddGate(catalog, { Now: NOW, Provider: provider([]), AccountTypeCode: 'trump-account' }, {}, TODAY),
    );
    expect(gated.Warnings).toEqual([]);
  });

  it(
    'refuses a body with fields, a non-slug (naming a legacy code’s slug) and a missing provider, in that ' + 'order',
    () => {
      const facts = { Now: NOW, Provider: provider([]), AccountTypeCode: 'roth-ira' };
      expect(decideAddContract(catalog, facts, { X: 1 }, TODAY)).toMatchObject({ ErrorCode: 'InvalidRequest' });
      expect(decideAddContract(catalog, facts, [], TODAY)).toMatchObject({ ErrorCode: 'InvalidRequest' });
      const legacy = decideAddGate(catalog, { ...facts, AccountTypeCode: 'HFS' }, {}, TODAY);
      expect(legacy).toMatchObject({ ErrorCode: 'UnknownAccountType' });
      expect(legacy.ok ? '' : legacy.Message).toMatch(/legacy code: use its slug \S+/);
      expect(
        decideRemoveContract(catalog, { ...facts, AccountTypeCode: 'nope', Provider: null }, {}, TODAY),
      ).toMatchObject({
        ErrorCode: 'UnknownAccountType',
      });
      expect(decideRemoveGate(catalog, { ...facts, Provider: null }, {}, TODAY)).toMatchObject({
        ErrorCode: 'ProviderNotFound',
      });
    },
  );

  it('property: add then remove restores a list without the slug; the answer is always the stored list', () => {
    const slugs = catalog.types.map((t) => t.Slug);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...slugs), { maxLength: 8 }),
        fc.constantFrom(...slugs),
        (list, slug) => {
          const without = list.filter((s) => s !== slug);
          const added = expectOk(
            decideAddContract(catalog, { Now: NOW, Provider: provider(without), AccountTypeCode: slug }, {}, TODAY),
          );
          expect(added.Result.AccountTypeCodes).toEqual([...without, slug]);
          const removed = expectOk(
            decideRemoveContract(
              catalog,
              { Now: NOW, Provider: provider([...added.Result.AccountTypeCodes]), AccountTypeCode: slug },
              {},
              TODAY,
            ),
          );
          expect(removed.Result.AccountTypeCodes).toEqual(without);
        },
      ),
    );
  });

  it('property: never throws on any body, path slug or stored list; a failure has a known code and a message', () => {
    const decides = [decideAddContract, decideRemoveContract, decideAddGate, decideRemoveGate];
    fc.assert(
      fc.property(
        fc.constantFrom(...decides),
        fc.oneof(fc.constant(undefined), fc.constant({}), fc.jsonValue()),
        fc.oneof(fc.constantFrom(...catalog.types.map((t) => t.Slug), 'HFS', ''), fc.string()),
        fc.option(fc.array(fc.string(), { maxLength: 5 }), { nil: null }),
        (decide, body, slug, list) => {
          const facts = { Now: NOW, Provider: list === null ? null : provider(list, list), AccountTypeCode: slug };
          const r = decide(catalog, facts, body, TODAY);
          if (!r.ok) {
            expect(['InvalidRequest', 'UnknownAccountType', 'ProviderNotFound']).toContain(r.ErrorCode);
            expect(r.Message.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
