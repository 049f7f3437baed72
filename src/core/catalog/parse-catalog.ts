import type { z } from 'zod';
import { type CalendarFile, CalendarFileSchema } from '../calendar/schema.js';
import { type LifeTableFile, LifeTableFileSchema } from '../distributions/table-schema.js';
import { type ParameterFile, ParameterFileSchema } from '../parameters/schema.js';
import {
  JOINT_LIFE_TABLE_KIND,
  type JointLifeTableFile,
  JointLifeTableFileSchema,
} from '../required-distributions/joint-life-table-schema.js';
import { compileAvailability } from './compile-availability.js';
import { CATALOG_LIMITS, type NatureName } from './enums.js';
import type { CatalogIssue } from './errors.js';
import {
  type AccountTypeDef,
  AccountTypeSchema,
  type AssetClassDef,
  AssetClassesFileSchema,
  AuthoritiesFileSchema,
  type AuthorityDef,
  type CommunityPropertyStatesFile,
  CommunityPropertyStatesFileSchema,
  type DecisionMatrixFile,
  DecisionMatrixFileSchema,
  type NatureDef,
  NaturesFileSchema,
} from './schema.js';
import { keepValidated, validatedBefore } from './trusted-files.js';
import type { Catalog, CatalogFiles, CompiledAccountType, CompiledConditionalGroups } from './types.js';

export type ParseCatalogResult =
  | { readonly ok: true; readonly catalog: Catalog }
  | { readonly ok: false; readonly issues: readonly CatalogIssue[] };

function zodPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out === '' ? String(p) : `.${String(p)}`;
  return out;
}

function check<T>(schema: z.ZodType<T>, file: string, data: unknown, issues: CatalogIssue[]): T | undefined {
  const before = validatedBefore<T>(schema, data);
  if (before !== undefined) return before; // a bundled (deep-frozen) file, validated by an earlier load
  const r = schema.safeParse(data);
  if (r.success) {
    keepValidated(schema, data, r.data);
    return r.data;
  }
  for (const i of r.error.issues) {
    // A removed or unknown key gets a message that names it.
    let message = i.message;
    if (i.code === 'unrecognized_keys') {
      const keys = (i as { keys?: string[] }).keys ?? [];
      message = keys.includes('TaxType')
        ? 'TaxType was removed from the interface; use Contributions and Earnings'
        : `unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
    } else if (i.path.length > 0 && isMissing(data, i.path)) {
      const expected = message.replace(/^Invalid (input|option): /, '').replace(/, received undefined$/, '');
      message = `required field ${String(i.path[i.path.length - 1])} is missing (${expected})`;
    }
    issues.push({ File: file, Path: zodPath(i.path), Message: message });
  }
  return undefined;
}

/** True when the last key of `path` is absent from an object that is present. */
function isMissing(data: unknown, path: readonly PropertyKey[]): boolean {
  let node: unknown = data;
  for (let k = 0; k < path.length - 1; k++) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<PropertyKey, unknown>)[path[k]!];
  }
  const last = path[path.length - 1]!;
  return typeof node === 'object' && node !== null && !Array.isArray(node) && !(last in node);
}

/**
 * Validate and compile catalog files. Never throws: every problem comes back with its
 * file, its path inside the file and a message.
 */
export function parseCatalog(files: CatalogFiles): ParseCatalogResult {
  const issues: CatalogIssue[] = [];
  if (typeof files !== 'object' || files === null || Array.isArray(files)) {
    return {
      ok: false,
      issues: [{ File: '(catalog)', Path: '', Message: 'catalog must be an object of files by path' }],
    };
  }
  const paths = Object.keys(files).sort();
  if (paths.length > CATALOG_LIMITS.max_files) {
    return {
      ok: false,
      issues: [{ File: '(catalog)', Path: '', Message: `more than ${CATALOG_LIMITS.max_files} files` }],
    };
  }

  let authorities: AuthorityDef[] | undefined;
  let natures: NatureDef[] | undefined;
  let assetClasses: AssetClassDef[] | undefined;
  let decisions: DecisionMatrixFile | undefined;
  let communityProperty: CommunityPropertyStatesFile | undefined;
  const typeFiles: { file: string; def: AccountTypeDef }[] = [];
  const parameters = new Map<string, ParameterFile>();
  const tables = new Map<string, LifeTableFile>();
  const jointTables = new Map<string, JointLifeTableFile>();
  const calendars = new Map<string, CalendarFile>();

  for (const file of paths) {
    const data = files[file];
    if (file.startsWith('schema/')) continue; // JSON Schemas for editors, not catalog data
    if (file === 'authorities.json') authorities = check(AuthoritiesFileSchema, file, data, issues)?.Authorities;
    else if (file === 'natures.json') natures = check(NaturesFileSchema, file, data, issues)?.Natures;
    else if (file === 'asset-classes.json')
      assetClasses = check(AssetClassesFileSchema, file, data, issues)?.AssetClasses;
    else if (file === 'rules/inherited-distribution-decisions.json')
      decisions = check(DecisionMatrixFileSchema, file, data, issues);
    else if (file === 'rules/community-property-states.json')
      communityProperty = check(CommunityPropertyStatesFileSchema, file, data, issues);
    else if (/^types\/[^/]+\.json$/.test(file)) {
      const def = check(AccountTypeSchema, file, data, issues);
      if (def) typeFiles.push({ file, def });
    } else if (/^parameters\/[^/]+\.json$/.test(file)) {
      const p = check(ParameterFileSchema, file, data, issues);
      if (p) addUnique(parameters, p.Name, p, file, issues);
    } else if (/^tables\/[^/]+\.json$/.test(file) && isJointLifeTable(data)) {
      const t = check(JointLifeTableFileSchema, file, data, issues);
      if (t) addUnique(jointTables, t.Name, t, file, issues);
    } else if (/^tables\/[^/]+\.json$/.test(file)) {
      const t = check(LifeTableFileSchema, file, data, issues);
      if (t) addUnique(tables, t.Name, t, file, issues);
    } else if (/^calendar\/[^/]+\.json$/.test(file)) {
      const c = check(CalendarFileSchema, file, data, issues);
      if (c) addUnique(calendars, c.Name, c, file, issues);
    } else
      issues.push({
        File: file,
        Path: '',
        Message:
          'unknown catalog file (expected authorities.json, natures.json, asset-classes.json, types/, ' +
          'parameters/, tables/, calendar/ or rules/)',
      });
  }
  if (!authorities) missing('authorities.json', issues, files);
  if (!natures) missing('natures.json', issues, files);
  if (!assetClasses) missing('asset-classes.json', issues, files);
  if (typeFiles.length === 0 && !issues.some((i) => i.File.startsWith('types/')))
    issues.push({ File: 'types/', Path: '', Message: 'no account types' });
  if (!authorities || !natures || !assetClasses || issues.length > 0) return { ok: false, issues };

  if (authorities.length > CATALOG_LIMITS.max_authorities)
    issues.push({
      File: 'authorities.json',
      Path: 'Authorities',
      Message: `at most ${CATALOG_LIMITS.max_authorities} authorities (bit-mask width)`,
    });
  if (assetClasses.length > CATALOG_LIMITS.max_asset_classes)
    issues.push({
      File: 'asset-classes.json',
      Path: 'AssetClasses',
      Message: `at most ${CATALOG_LIMITS.max_asset_classes} asset classes`,
    });
  if (typeFiles.length > CATALOG_LIMITS.max_types)
    issues.push({ File: 'types/', Path: '', Message: `at most ${CATALOG_LIMITS.max_types} account types` });

  const authorityBit = new Map<string, number>();
  authorities.forEach((a, i) => {
    if (authorityBit.has(a.Name))
      issues.push({
        File: 'authorities.json',
        Path: `Authorities[${i}].Name`,
        Message: `duplicate authority ${a.Name}`,
      });
    authorityBit.set(a.Name, (1 << i) >>> 0);
  });
  const assetClassIndex = new Map<string, number>();
  assetClasses.forEach((c, i) => {
    if (assetClassIndex.has(c.Name))
      issues.push({
        File: 'asset-classes.json',
        Path: `AssetClasses[${i}].Name`,
        Message: `duplicate asset class ${c.Name}`,
      });
    assetClassIndex.set(c.Name, i);
    c.RequiresAuthorities.forEach((a, j) => {
      if (!authorityBit.has(a))
        issues.push({
          File: 'asset-classes.json',
          Path: `AssetClasses[${i}].RequiresAuthorities[${j}]`,
          Message: unknownAuthority(a),
        });
    });
  });
  const natureMap = new Map<NatureName, NatureDef>();
  for (const n of natures) natureMap.set(n.Name, n);

  const maskOf = (groups: readonly (readonly string[])[], file: string, base: string): number[] =>
    groups.map((g, gi) => {
      let mask = 0;
      g.forEach((a, ai) => {
        const bit = authorityBit.get(a);
        if (bit === undefined) issues.push({ File: file, Path: `${base}[${gi}][${ai}]`, Message: unknownAuthority(a) });
        else mask = (mask | bit) >>> 0;
      });
      return mask;
    });

  const types: CompiledAccountType[] = [];
  const typeBySlug = new Map<string, CompiledAccountType>();
  const legacyCodes = new Map<string, string>();
  typeFiles.sort((a, b) => compareSlugs(a.def.Slug, b.def.Slug));
  for (const { file, def } of typeFiles) {
    const expected = `types/${def.Slug}.json`;
    if (file !== expected)
      issues.push({
        File: file,
        Path: 'Slug',
        Message: `slug ${def.Slug} does not match the file name (expected ${expected})`,
      });
    if (typeBySlug.has(def.Slug)) issues.push({ File: file, Path: 'Slug', Message: `duplicate slug ${def.Slug}` });
    if (def.AssetRow.length !== assetClasses.length)
      issues.push({
        File: file,
        Path: 'AssetRow',
        Message: `row has ${def.AssetRow.length} cells; expected one per asset class (${assetClasses.length})`,
      });
    if (def.AuthorityGroups.length > CATALOG_LIMITS.max_groups_per_type)
      issues.push({
        File: file,
        Path: 'AuthorityGroups',
        Message: `at most ${CATALOG_LIMITS.max_groups_per_type} groups`,
      });
    def.InstrumentPredicates.forEach((p, pi) =>
      p.AssetClasses.forEach((c, ci) => {
        const idx = assetClassIndex.get(c);
        if (idx === undefined)
          issues.push({
            File: file,
            Path: `InstrumentPredicates[${pi}].AssetClasses[${ci}]`,
            Message: `unknown asset class ${c} (known: ${[...assetClassIndex.keys()].join(', ')})`,
          });
        // Predicates decide Conditional cells only; on a P or N cell one would be silently ignored.
        else if (def.AssetRow.length === assetClasses.length && def.AssetRow[idx] !== 'Conditional')
          issues.push({
            File: file,
            Path: `InstrumentPredicates[${pi}].AssetClasses[${ci}]`,
            Message: `${c} is ${def.AssetRow[idx]} in AssetRow; instrument predicates apply to Conditional cells only`,
          });
      }),
    );
    const seenFields = new Set<string>();
    def.CreateAccountFields.forEach((f, fi) => {
      if (seenFields.has(f.Name))
        issues.push({ File: file, Path: `CreateAccountFields[${fi}].Name`, Message: `duplicate field ${f.Name}` });
      seenFields.add(f.Name);
      if (f.Type === 'enum' && (!f.Values || f.Values.length === 0))
        issues.push({ File: file, Path: `CreateAccountFields[${fi}].Values`, Message: 'an enum field needs Values' });
    });
    if (def.LegacyCode) {
      if (legacyCodes.has(def.LegacyCode))
        issues.push({
          File: file,
          Path: 'LegacyCode',
          Message: `legacy code ${def.LegacyCode} already used by ${legacyCodes.get(def.LegacyCode)}`,
        });
      legacyCodes.set(def.LegacyCode, def.Slug);
    }
    const groupMasks = maskOf(def.AuthorityGroups, file, 'AuthorityGroups');
    const conditionalGroups: CompiledConditionalGroups[] = def.ConditionalAuthorityGroups.map((c, ci) => ({
      Field: c.When.Field,
      Equals: c.When.Equals,
      groupMasks: maskOf(c.Groups, file, `ConditionalAuthorityGroups[${ci}].Groups`),
    }));
    const nature = natureMap.get(def.Nature);
    if (!nature) {
      issues.push({ File: file, Path: 'Nature', Message: `unknown nature ${def.Nature}` });
      continue;
    }
    if (!nature.HoldsAssets && def.AssetRow.some((c) => c !== 'NotPermitted'))
      issues.push({
        File: file,
        Path: 'AssetRow',
        Message: `a ${def.Nature} type holds no assets; every cell must be NotPermitted`,
      });
    // Object.assign, not `{ ...def, index, ... }`: on Node 20 a spread with keys after it costs
    // microseconds per key (measured at 20 ms of a 1,000-type load). Same keys, same order.
    const compiled: CompiledAccountType = Object.assign({}, def, {
      Slug: internedName(def.Slug),
      index: types.length,
      nature,
      groupMasks,
      conditionalGroups,
      file,
    });
    types.push(compiled);
    typeBySlug.set(def.Slug, compiled);
  }
  if (decisions) {
    decisions.RothTreatedAsDyingBeforeRbd.forEach((s, i) => {
      if (!typeBySlug.has(s))
        issues.push({
          File: 'rules/inherited-distribution-decisions.json',
          Path: `RothTreatedAsDyingBeforeRbd[${i}]`,
          Message: `unknown account type ${s}`,
        });
    });
  }
  if (issues.length > 0) return { ok: false, issues };

  const catalog: Catalog = {
    authorities,
    authorityBit,
    natures: natureMap,
    assetClasses,
    assetClassIndex,
    types,
    typeBySlug,
    legacyCodes,
    parameters,
    tables,
    jointTables,
    calendars,
    inheritedDecisions: decisions,
    communityProperty,
    compiled: compileAvailability(
      types,
      authorities.map((a) => a.Name),
    ),
    files,
  };
  return { ok: true, catalog };
}

/**
 * The same text as a V8 internalized string (property keys are): hosts that build their lists from
 * the catalog's own slugs then compare them by pointer, not character by character (availability
 * reads every list against the catalog's slugs; measured 4x per type at 4,000 look-alike slugs).
 */
function internedName(name: string): string {
  return Object.keys({ [name]: true })[0] ?? name;
}

/**
 * The catalog order of types: slugs by code unit. Slugs are lower-case letters, digits and
 * hyphens, on which this is the order localeCompare gave before (hyphen, then digits, then
 * letters; test/perf-equivalence), without a collator per comparison and whatever the locale.
 */
export function compareSlugs(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A tables/ file whose Kind says it is a two-age Joint and Last Survivor table. */
function isJointLifeTable(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { Kind?: unknown }).Kind === JOINT_LIFE_TABLE_KIND;
}

function unknownAuthority(name: string): string {
  return `unknown authority ${JSON.stringify(name)}`;
}

function missing(file: string, issues: CatalogIssue[], files: CatalogFiles): void {
  if (!(file in files)) issues.push({ File: file, Path: '', Message: 'file is missing' });
}

function addUnique<T>(map: Map<string, T>, name: string, value: T, file: string, issues: CatalogIssue[]): void {
  if (map.has(name)) issues.push({ File: file, Path: 'Name', Message: `duplicate name ${name}` });
  map.set(name, value);
}
