import { z } from 'zod';
import { ContributionRulesSchema } from '../contributions/schema.js';
import { MovementRulesSchema } from '../movements/catalog-schema.js';
import {
  ASSET_CELLS,
  BENEFICIARY_CLASSES,
  CONTRIBUTION_TREATMENTS,
  CONTRIBUTION_YEAR_RULES,
  DISTRIBUTION_DECISIONS,
  EARNINGS_TREATMENTS,
  FIELD_TYPES,
  NATURE_NAMES,
  TYPE_STATUSES,
} from './enums.js';
import { OpeningCheckSchema } from './opening-check-schema.js';

// Catalog file schemas. Objects are strict: an unknown key (for example the removed
// TaxType) is an error, so a typo never silently changes a rule.

const Source = z.string().min(3).describe('Legal or documentary source of this entry');
const SchemaRef = z.string().optional().describe('Path of the JSON Schema, for editors');
const Name = z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'must be PascalCase');
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const AuthoritySchema = z.strictObject({
  Name,
  Description: z.string(),
  ScopedByAssetClass: z.boolean().describe('True when an approval covers listed asset classes only'),
  Source,
});
export const AuthoritiesFileSchema = z.strictObject({
  $schema: SchemaRef,
  Authorities: z.array(AuthoritySchema).min(1),
});

export const NatureSchema = z.strictObject({
  Name: z.enum(NATURE_NAMES),
  Description: z.string(),
  HoldsAssets: z.boolean(),
  HoldsSecurities: z.boolean(),
  MayGoNegative: z.boolean(),
  NeedsTrustee: z.boolean(),
  TakesInstitutionId: z.boolean(),
  Source,
});
export const NaturesFileSchema = z.strictObject({
  $schema: SchemaRef,
  Natures: z.array(NatureSchema).length(NATURE_NAMES.length),
});

export const AssetClassSchema = z.strictObject({
  Name,
  Label: z.string(),
  RequiresAuthorities: z
    .array(z.string())
    .describe('Authorities an institution must hold to custody this class at all'),
  Source,
});
export const AssetClassesFileSchema = z.strictObject({
  $schema: SchemaRef,
  AssetClasses: z.array(AssetClassSchema).min(1),
});

export const CreateAccountFieldSchema = z.strictObject({
  Name,
  Type: z.enum(FIELD_TYPES),
  Required: z.boolean(),
  Description: z.string(),
  Values: z.array(z.string()).optional(),
  Source: z.string().optional(),
});

export const InstrumentPredicateSchema = z.strictObject({
  Id: z.string(),
  AssetClasses: z.array(z.string()).min(1),
  Attribute: Name,
  Operator: z.enum(['Equals', 'LessThanOrEqual', 'GreaterThanOrEqual']),
  Value: z.union([z.boolean(), z.number(), z.string()]),
  Description: z.string(),
  Source,
});

export const InstrumentExclusionSchema = z.strictObject({
  Id: z.string(),
  Attribute: Name,
  Equals: z.union([z.boolean(), z.number(), z.string()]),
  Description: z.string(),
  Source,
});

/** US states whose marital-property law is community property, and where that is recorded. */
export const CommunityPropertyStatesFileSchema = z.strictObject({
  $schema: SchemaRef,
  Name: z.literal('community-property-states'),
  Description: z.string(),
  States: z
    .array(
      z.strictObject({
        Code: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter USPS code'),
        Name: z.string(),
        Source,
      }),
    )
    .min(1),
  PlanSpousalConsent: z
    .strictObject({
      Natures: z.array(z.enum(NATURE_NAMES)).min(1),
      Source,
    })
    .describe('Natures whose accounts are plan accounts: a married participant needs spousal consent everywhere'),
  Source,
});

export const TypeRuleSchema = z.strictObject({
  Id: z.string(),
  Summary: z.string(),
  Source,
  Check: OpeningCheckSchema.optional(),
});

export const ConditionalAuthorityGroupSchema = z.strictObject({
  When: z.strictObject({ Field: Name, Equals: z.union([z.string(), z.boolean()]) }),
  Groups: z.array(z.array(z.string()).min(1)),
  Source,
});

const TaxTypeRemoved = z
  .never({ error: 'TaxType was removed from the interface; use Contributions and Earnings' })
  .optional();

export const AccountTypeSchema = z.strictObject({
  $schema: SchemaRef,
  Slug: z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'must be a lower-case slug'),
  Name: z.string(),
  Nature: z.enum(NATURE_NAMES),
  Contributions: z.enum(CONTRIBUTION_TREATMENTS),
  Earnings: z.enum(EARNINGS_TREATMENTS),
  ContributionYearRule: z.enum(CONTRIBUTION_YEAR_RULES),
  Status: z.enum(TYPE_STATUSES),
  LegacyCode: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be three capital letters')
    .optional(),
  TaxType: TaxTypeRemoved,
  AuthorityGroups: z.array(z.array(z.string()).min(1)).describe('AND of groups; OR within a group; [] means none'),
  ConditionalAuthorityGroups: z.array(ConditionalAuthorityGroupSchema).default([]),
  AssetRow: z.array(z.enum(ASSET_CELLS)).describe('One cell per asset class, in the order of asset-classes.json'),
  InstrumentPredicates: z.array(InstrumentPredicateSchema).default([]),
  InstrumentExclusions: z
    .array(InstrumentExclusionSchema)
    .default([])
    .describe('An instrument whose Attribute equals the value is NotPermitted in every asset class'),
  CreateAccountFields: z.array(CreateAccountFieldSchema).default([]),
  Rules: z.array(TypeRuleSchema).default([]),
  ContributionRules: ContributionRulesSchema.optional().describe(
    'Which contribution sources the type takes, how each is treated, and the checks that apply',
  ),
  DistributionRules: z.record(z.string(), z.unknown()).optional().describe('Distribution rules (issue 4)'),
  MovementRules: MovementRulesSchema.optional().describe(
    'Tax character for transfers, rollovers, Roth conversions and recharacterizations (docs/movements.md)',
  ),
  Sources: z.array(Source).min(1),
});

export const DecisionMatrixFileSchema = z.strictObject({
  $schema: SchemaRef,
  Name: z.literal('inherited-distribution-decisions'),
  Description: z.string(),
  Regimes: z.array(
    z.strictObject({
      Regime: z.enum(['PreSecureAct', 'SecureAct']),
      DeathsBefore: IsoDate.optional(),
      DeathsOnOrAfter: IsoDate.optional(),
      Source,
    }),
  ),
  RothTreatedAsDyingBeforeRbd: z.array(z.string()),
  RothSource: Source,
  Rows: z.array(
    z.strictObject({
      Regime: z.enum(['PreSecureAct', 'SecureAct']),
      Classes: z.array(z.enum(BENEFICIARY_CLASSES)).min(1),
      DecedentDiedOnOrAfterRbd: z.boolean(),
      Permitted: z.array(z.enum(DISTRIBUTION_DECISIONS)).min(1),
      Source,
    }),
  ),
});

export type AuthorityDef = z.infer<typeof AuthoritySchema>;
export type NatureDef = z.infer<typeof NatureSchema>;
export type AssetClassDef = z.infer<typeof AssetClassSchema>;
export type AccountTypeDef = z.infer<typeof AccountTypeSchema>;
export type CreateAccountFieldDef = z.infer<typeof CreateAccountFieldSchema>;
export type InstrumentPredicateDef = z.infer<typeof InstrumentPredicateSchema>;
export type InstrumentExclusionDef = z.infer<typeof InstrumentExclusionSchema>;
export type CommunityPropertyStatesFile = z.infer<typeof CommunityPropertyStatesFileSchema>;
export type TypeRuleDef = z.infer<typeof TypeRuleSchema>;
export type DecisionMatrixFile = z.infer<typeof DecisionMatrixFileSchema>;
