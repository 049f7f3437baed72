import type { CalendarFile } from '../calendar/schema.js';
import type { LifeTableFile } from '../distributions/table-schema.js';
import type { ParameterFile } from '../parameters/schema.js';
import type { JointLifeTableFile } from '../required-distributions/joint-life-table-schema.js';
import type { NatureName } from './enums.js';
import type {
  AccountTypeDef,
  AssetClassDef,
  AuthorityDef,
  CommunityPropertyStatesFile,
  DecisionMatrixFile,
  NatureDef,
} from './schema.js';

/** Catalog files by path relative to `catalog/` (for example `types/sep-ira.json`). */
export type CatalogFiles = Readonly<Record<string, unknown>>;

export interface CompiledConditionalGroups {
  readonly Field: string;
  readonly Equals: string | boolean;
  readonly groupMasks: readonly number[];
}

/** An account type with its authority groups compiled to bit masks. */
export interface CompiledAccountType extends AccountTypeDef {
  readonly index: number;
  readonly nature: NatureDef;
  /** One mask per AND-group; a group is met when (held & mask) !== 0. */
  readonly groupMasks: readonly number[];
  readonly conditionalGroups: readonly CompiledConditionalGroups[];
  readonly file: string;
}

/** Flat typed arrays for the availability fast path, built once at load. */
export interface CompiledAvailability {
  /** Words of 32 type bits needed to hold one bit per type. */
  readonly type_words: number;
  /** All AND-group masks of all types, type after type. */
  readonly group_masks: Uint32Array;
  /** Type i's groups are group_masks[group_start[i] .. group_start[i + 1]). */
  readonly group_start: Uint32Array;
  /** Bit i set when type i has Status ship. */
  readonly ship_bits: Uint32Array;
  /** The largest number of AND-groups of any type: the group slots of the sweep. */
  readonly slot_count: number;
  /** Authorities of the catalog: bit a of a mask is authority a. */
  readonly authority_count: number;
  /**
   * Per-authority type bitsets by group slot: bit i of word
   * `slot_bits[(slot * authority_count + a) * type_words + (i >>> 5)]` is set when group `slot` of
   * type i holds authority a.
   */
  readonly slot_bits: Uint32Array;
  /** Bit i of `slot_absent_bits[slot * type_words + (i >>> 5)]` is set when type i has no group `slot`. */
  readonly slot_absent_bits: Uint32Array;
  /** Chunks of 8 authorities in a held mask (at most 4). */
  readonly chunk_count: number;
  /**
   * `slot_bits` pre-ORed by chunk: word w of types whose group `slot` holds any authority of chunk
   * p's byte value v is `chunk_bits[((slot * chunk_count + p) * 256 + v) * type_words + w]`.
   */
  readonly chunk_bits: Uint32Array;
  /**
   * What the sweep reads, in one array: `ship_bits` at 0, `slot_absent_bits` at `type_words`, then
   * `chunk_bits` at `type_words * (1 + slot_count)`.
   */
  readonly sweep_words: Uint32Array;
  /** The valid type bits of the last word. */
  readonly tail_mask: number;
  /** Type slugs by index (the catalog order), for encoding lists that follow it. */
  readonly type_slugs: readonly string[];
  /** Authority names by bit. */
  readonly authority_names: readonly string[];
}

export interface Catalog {
  readonly authorities: readonly AuthorityDef[];
  /** Authority name to its single-bit mask. */
  readonly authorityBit: ReadonlyMap<string, number>;
  readonly natures: ReadonlyMap<NatureName, NatureDef>;
  readonly assetClasses: readonly AssetClassDef[];
  readonly assetClassIndex: ReadonlyMap<string, number>;
  readonly types: readonly CompiledAccountType[];
  readonly typeBySlug: ReadonlyMap<string, CompiledAccountType>;
  /** Legacy three-letter code to slug; the API rejects these, but can say which slug was meant. */
  readonly legacyCodes: ReadonlyMap<string, string>;
  readonly parameters: ReadonlyMap<string, ParameterFile>;
  readonly tables: ReadonlyMap<string, LifeTableFile>;
  /** Two-age tables (Kind JointAndLastSurvivor), by name. */
  readonly jointTables: ReadonlyMap<string, JointLifeTableFile>;
  readonly calendars: ReadonlyMap<string, CalendarFile>;
  readonly inheritedDecisions: DecisionMatrixFile | undefined;
  /** rules/community-property-states.json: where a non-spouse beneficiary needs the spouse's consent. */
  readonly communityProperty: CommunityPropertyStatesFile | undefined;
  readonly compiled: CompiledAvailability;
  /** The validated input files, for generated documentation. */
  readonly files: CatalogFiles;
}
