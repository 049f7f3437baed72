import { z } from '@hono/zod-openapi';
import { DateTime, envelope, Guid, MoneyOut } from './common.js';

// Wire schemas of the instrument registry, orders with a Side, holdings and beneficiary lists
// (design.md section 8; docs/holdings.md). They document and check shapes; every rule is the
// engine's (decideCreateInstrument, decideInstrumentChange, decideInvestment, decideBeneficiaries).

const Decimal = z.union([z.string(), z.number()]);

export const IdentifierSchema = z
  .object({
    Scheme: z.enum(['Cusip', 'Isin', 'Ticker']).openapi({
      description:
        'Cusip (9 characters, modulus 10 double-add-double check digit), Isin (12, ISO 6166 Luhn check ' +
        'digit; a US or CA NSIN is a CUSIP checked too) or Ticker (1 to 5 letters, optional class suffix; ' +
        'no check digit).',
    }),
    Value: z.string().openapi({ description: 'Upper case as stored; lower case is accepted.', example: '037833100' }),
  })
  .openapi('InstrumentIdentifier');

const PriceSchema = z
  .object({
    Date: z.string().openapi({ description: 'YYYY-MM-DD.', example: '2025-12-31' }),
    Price: Decimal.openapi({ description: 'Per unit, positive, at most 8 decimals.', example: '250.42' }),
  })
  .openapi('InstrumentPrice');

const Attributes = z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])).openapi({
  description:
    "Facts the catalog's instrument predicates and exclusions read, PascalCase names to a boolean, a " +
    'number or a string (at most 64): for example IsLifeInsuranceContract (a Coverdell ESA, an IRA or an ' +
    "HSA never holds one) or InvestsPrimarilyInEmployerSecurities (an ESOP's Conditional classes).",
  example: { IsLifeInsuranceContract: false },
});

export const CreateInstrumentRequest = z
  .object({
    Identifier: IdentifierSchema,
    AssetClass: z.string().openapi({ description: 'A catalog asset class.', example: 'StocksAndEtfs' }),
    Name: z.string().optional().openapi({ description: 'At most 200 characters.', example: 'Apple Inc.' }),
    Currency: z.string().optional().openapi({ description: 'Of its prices; default USD.', example: 'USD' }),
    QuantityScale: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'Digits after the point a quantity may have, 0 to 8; default 6.', example: 6 }),
    Attributes: Attributes.optional(),
    Prices: z.array(PriceSchema).optional().openapi({ description: 'One price per date, at most 10,000 per request.' }),
    ProviderReferenceId: z.string().optional(),
  })
  .openapi('CreateInstrumentRequest');

export const InstrumentChangeRequest = z
  .object({
    Name: z.string().optional(),
    AssetClass: z.string().optional().openapi({ description: 'A change re-evaluates every holding.' }),
    QuantityScale: z.number().int().optional().openapi({ description: 'May only grow.' }),
    Attributes: z
      .record(z.string(), z.union([z.boolean(), z.number(), z.string(), z.null()]))
      .optional()
      .openapi({ description: 'Merged into the attributes; null removes one. A change re-evaluates every holding.' }),
    Prices: z
      .array(PriceSchema)
      .optional()
      .openapi({ description: 'Merged by date (a date given again takes the new price).' }),
    ProviderReferenceId: z.string().optional(),
  })
  .openapi('InstrumentChangeRequest');

export const InstrumentFields = {
  InstrumentId: Guid,
  Identifier: IdentifierSchema,
  Name: z.string().optional(),
  AssetClass: z.string(),
  Currency: z.string(),
  QuantityScale: z.number().int(),
  Attributes: Attributes,
  Prices: z.array(PriceSchema).openapi({ description: 'Ascending by date.' }),
  CreatedDate: DateTime,
  UpdatedDate: DateTime.optional(),
};
export const InstrumentResponse = envelope('InstrumentResponse', InstrumentFields);
export const CreateInstrumentResponse = envelope('CreateInstrumentResponse', {
  InstrumentId: Guid,
  Instrument: z.object(InstrumentFields),
});

const Counts = {
  HoldingsEvaluated: z.number().int().openapi({ description: 'Open holdings re-evaluated.' }),
  HoldingsFlagged: z.number().int().openapi({ description: 'Holdings no longer eligible, now flagged with reasons.' }),
  HoldingsUnflagged: z.number().int().openapi({ description: 'Flagged holdings eligible again.' }),
  AccountsAffected: z.number().int().openapi({ description: 'Accounts sent one account.updated each.' }),
};
export const InstrumentChangeResponse = envelope('InstrumentChangeResponse', {
  InstrumentId: Guid,
  Changes: z.record(z.string(), z.unknown()).openapi({
    description:
      'Name, AssetClass and QuantityScale changes ({ From, To }), Attributes ([{ Attribute, From, To }]), ' +
      'PricesAdded, PricesChanged.',
  }),
  Reevaluated: z.boolean().openapi({ description: 'True when the asset class or an attribute changed.' }),
  ...Counts,
});

export const InstitutionChangeRequest = z
  .object({
    Name: z.string().optional(),
    Authorities: z
      .array(z.string())
      .optional()
      .openapi({ description: 'Replaces the list; re-evaluates the holdings.' }),
    AssetScopes: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .openapi({ description: 'Replaces the scopes; re-evaluates the holdings.' }),
  })
  .openapi('InstitutionChangeRequest');
export const InstitutionChangeResponse = envelope('InstitutionChangeResponse', {
  InstitutionId: Guid,
  Changed: z.array(z.enum(['Name', 'Authorities', 'AssetScopes'])),
  ...Counts,
});

export const InvestmentOrderRequest = z
  .object({
    Side: z.enum(['Purchase', 'Sale']).openapi({
      description:
        'Purchase or Sale of a registered instrument. Without Side the body is the earlier purchase ' +
        'directive (AssetClass, Amount), which keeps no holding.',
    }),
    InstrumentId: Guid,
    Quantity: Decimal.openapi({
      description: "Units, positive, at most the instrument's QuantityScale decimals.",
      example: '2.25',
    }),
    Price: Decimal.openapi({
      description: 'The execution price per unit, positive, at most 8 decimals.',
      example: '40.10',
    }),
    Currency: z.string().openapi({ description: "The instrument's and the account's currency.", example: 'USD' }),
    Description: z.string().optional(),
    ProviderReferenceId: z.string().optional(),
  })
  .openapi('InvestmentOrderRequest');

export const InvestmentResponse = envelope('InvestmentResponse', {
  TransactionId: Guid,
  TransactionStatus: z.enum(['Pending', 'Posted']),
  HoldingId: Guid.optional(),
  InstrumentId: Guid.optional(),
  Side: z.enum(['Purchase', 'Sale']).optional(),
  Quantity: z.string().optional(),
  Price: z.string().optional(),
  Amount: MoneyOut.optional().openapi({ description: 'Quantity x Price rounded half up to cents.' }),
  Currency: z.string().optional(),
  PositionQuantity: z.string().optional().openapi({ description: 'The position after the trade.' }),
  Eligible: z.boolean().optional().openapi({ description: 'Whether the account may hold the instrument now.' }),
});

const ReasonSchema = z
  .object({ Code: z.string(), Message: z.string(), Source: z.string().optional(), Attribute: z.string().optional() })
  .passthrough()
  .openapi('EligibilityReason');

export const HoldingSchema = z
  .object({
    HoldingId: Guid,
    AccountId: Guid,
    InstrumentId: Guid,
    Identifier: IdentifierSchema,
    Name: z.string().optional(),
    AssetClass: z.string(),
    Quantity: z.string().openapi({ description: "Units, at the instrument's scale.", example: '1.5' }),
    Currency: z.string(),
    Eligible: z.boolean().openapi({ description: 'False: flagged, the account may no longer hold it (sell to cure).' }),
    Reasons: z
      .array(ReasonSchema)
      .openapi({ description: "assetEligibility's reasons when flagged; empty when eligible." }),
    UpdatedDate: DateTime,
    ProviderId: Guid.optional().openapi({ description: 'On the operator list only.' }),
  })
  .openapi('Holding');

export const HoldingListResponse = envelope('HoldingListResponse', {
  TotalCount: z.number().int(),
  PageNumber: z.number().int(),
  PageSize: z.number().int(),
  Holdings: z.array(HoldingSchema),
});

const Designation = z
  .object({
    Kind: z.enum(['Person', 'Estate', 'Trust', 'Charity']),
    Name: z.string().optional().openapi({ description: 'Required but for an estate.' }),
    Relationship: z.enum(['Spouse', 'Child', 'Other']).optional().openapi({ description: 'Required for a person.' }),
    DateOfBirth: z.string().optional().openapi({ description: 'A person only, YYYY-MM-DD.' }),
    SharePercent: Decimal.openapi({ description: '0.01 to 100, at most two decimals; a tier sums to exactly 100.' }),
    PerStirpes: z.boolean().optional().openapi({ description: "A person's share passes to their descendants." }),
    SpousalConsent: z
      .boolean()
      .optional()
      .openapi({
        description:
          "The spouse's written consent, required for a non-spouse primary beneficiary of a married owner in " +
          'a community-property state or of a plan account.',
      }),
    SeeThroughTrust: z.boolean().optional().openapi({ description: 'A trust only.' }),
  })
  .openapi('BeneficiaryDesignation');

export const BeneficiariesRequest = z
  .object({
    Primary: z.array(Designation),
    Contingent: z.array(Designation).optional(),
    OwnerIsMarried: z.boolean().optional().openapi({ description: 'As the provider attests it with this list.' }),
    OwnerStateOfResidence: z
      .string()
      .optional()
      .openapi({ description: "USPS code; default the owner's US address Region.", example: 'CA' }),
    ProviderReferenceId: z.string().optional(),
  })
  .openapi('BeneficiariesRequest');

export const BeneficiariesResponse = envelope('BeneficiariesResponse', {
  AccountId: Guid,
  DesignationSetId: Guid.optional().openapi({ description: 'Absent when no list was in force.' }),
  EffectiveFrom: DateTime.optional(),
  EffectiveTo: DateTime.nullable().optional(),
  Primary: z.array(Designation),
  Contingent: z.array(Designation),
  SpousalConsentRequired: z.boolean().nullable().optional(),
  Changed: z.boolean().optional().openapi({ description: 'PUT: false when the list repeated the one in force.' }),
});
