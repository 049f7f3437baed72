import { z } from 'zod';
import { CONTRIBUTION_SOURCES } from '../catalog/enums.js';

// The `ContributionRules` key of an account type file (catalog/types/*.json): which
// contribution sources the type accepts, how each is treated, and which checks apply.
// Every check names its parameters (catalog/parameters) and its legal Source; the engine
// implements each Rule kind once (src/core/contributions/checks).

const Source = z.string().min(3);
const Id = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case id');
const ParameterName = z.string().regex(/^[a-z][a-z0-9_]*$/);
const Sources = z.array(z.enum(CONTRIBUTION_SOURCES)).min(1).max(CONTRIBUTION_SOURCES.length);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const TAX_TREATMENTS = [
  'AfterTax',
  'Deductible',
  'PreTaxSalaryReduction',
  'ExcludedFromIncome',
  'TaxableWages',
  'NotTaxable',
] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

export const PRIOR_YEAR_DEADLINES = [
  'UnextendedReturnDueDate',
  'ExtendedReturnDueDateIfFiled',
  'DaysAfterTaxYearEnd',
  'None',
] as const;
export type PriorYearDeadline = (typeof PRIOR_YEAR_DEADLINES)[number];

export const FILING_STATUSES = [
  'Single',
  'HeadOfHousehold',
  'MarriedFilingJointly',
  'MarriedFilingSeparately',
  'QualifyingSurvivingSpouse',
] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** Owner facts a cap may share with accounts the engine cannot see. */
export const SHARED_CAP_FACTS = [
  'OtherIraContributions',
  'OtherRothIraContributions',
  'OtherCoverdellContributions',
  'SpouseDependentCareContributions',
  'OtherElectiveDeferrals',
  'OtherHsaContributions',
  'OtherTrumpAccountContributions',
] as const;
export type SharedCapFact = (typeof SHARED_CAP_FACTS)[number];

/**
 * Account.SimpleApplicableEmployer (SECURE 2.0 sec. 117, 408(p)(2)(E)): `Automatic` for an
 * employer with 25 or fewer employees, `Elected` for one with 26 to 100 that elected the higher
 * limits and makes the 4 percent match or 3 percent non-elective contribution, `No` otherwise.
 */
export const SIMPLE_APPLICABLE_EMPLOYER = ['No', 'Automatic', 'Elected'] as const;
export type SimpleApplicableEmployer = (typeof SIMPLE_APPLICABLE_EMPLOYER)[number];

export const SourceRuleSchema = z.strictObject({
  Accepted: z.boolean(),
  /** Counted by the type's caps (design.md section 2: catalog data). */
  CountsTowardCap: z.boolean(),
  /** Creates basis (after-tax money the owner may later take out tax-free). */
  CreatesBasis: z.boolean(),
  TaxTreatment: z.enum(TAX_TREATMENTS),
  /** For PriorYearElectionAllowed types: until when a prior-year contribution from this source is accepted. */
  PriorYearDeadline: z.enum(PRIOR_YEAR_DEADLINES).optional(),
  PriorYearDeadlineDays: z.number().int().min(1).max(366).optional(),
  /** Top-level ErrorCode when the source is not accepted (default InvalidRequest). */
  RejectErrorCode: z.enum(['ParticipantContributionsNotPermitted', 'InvalidRequest']).optional(),
  Source,
});
export type SourceRule = z.infer<typeof SourceRuleSchema>;

const CatchUpSchema = z.strictObject({
  Parameter: ParameterName,
  /** Age attained by the end of the year. */
  MinAge: z.number().int().min(0).max(130),
  MaxAge: z.number().int().min(0).max(130).optional(),
  Source,
});

export type CatchUp = z.infer<typeof CatchUpSchema>;

const Common = { Id, Source };
const CatchUps = z.array(CatchUpSchema).max(4);

export const ContributionCheckSchema = z.discriminatedUnion('Rule', [
  z.strictObject({
    Rule: z.literal('Cap'),
    ...Common,
    Parameter: ParameterName,
    /** Used instead of Parameter when the owner files married filing separately. */
    ParameterWhenMarriedFilingSeparately: ParameterName.optional(),
    Period: z.enum(['TaxYear', 'PlanYear', 'CalendarYear', 'Lifetime']),
    Sources,
    /** The largest applicable catch-up is added (an age 60-63 catch-up replaces the age-50 one). */
    CatchUps: CatchUps.optional(),
    /**
     * Catch-ups are elective deferrals (414(v)(3)(A)): when set, the catch-up raises the limit
     * by at most the period's contributions from these sources (this one included), so other
     * money (employer contributions) can never use the catch-up room.
     */
    CatchUpSources: Sources.optional(),
    /**
     * SIMPLE: the limit and catch-ups used instead when the employer is an applicable employer (SECURE 2.0 sec. 117).
     */
    ApplicableEmployerLimit: z.strictObject({ Parameter: ParameterName, CatchUps, Source }).optional(),
    SharedWith: z.enum(SHARED_CAP_FACTS).optional(),
    /**
     * PlanYear caps only. PlanYearEnd: the parameter is read for the calendar year in which the plan
     * year ends (the 415(c)(1)(A) figure of a limitation year ending with or within the calendar year,
     * 415(d)): PlanYear + 1 when the account's PlanYearStartDate is not January 1. Without that fact,
     * at PlanYear, with PlanYearStartDate in Unchecked. Absent: at PlanYear (the year the plan year begins).
     */
    ParameterYear: z.enum(['PlanYearEnd']).optional(),
  }),
  z.strictObject({
    Rule: z.literal('CompensationLimit'),
    ...Common,
    /**
     * Owner: the owner's own compensation. OwnerPlusSpouse: 219(c), the couple's compensation less the working spouse's
     * IRA contributions.
     */
    Basis: z.enum(['Owner', 'OwnerPlusSpouse']),
    Sources,
    /** The year the contributions are summed over: the tax year (default) or the plan year (415(c)). */
    Period: z.enum(['TaxYear', 'PlanYear']).optional(),
    SharedWith: z.enum(SHARED_CAP_FACTS).optional(),
    RequiresFilingStatus: z.enum(FILING_STATUSES).optional(),
  }),
  z.strictObject({
    Rule: z.literal('IncomePhaseOut'),
    ...Common,
    /** Id of the Cap check whose limit is reduced. */
    Reduces: Id,
    Sources,
    /** Owner: the account owner's MAGI and filing status; Contributor: the contributing person's. */
    Whose: z.enum(['Owner', 'Contributor']),
    Ranges: z
      .array(
        z.strictObject({
          FilingStatuses: z.array(z.enum(FILING_STATUSES)).min(1),
          StartParameter: ParameterName,
          EndParameter: ParameterName,
        }),
      )
      .min(1)
      .max(FILING_STATUSES.length + 1),
    /** A married-filing-separately filer who lived apart from the spouse all year uses this status's range. */
    LivedApartUses: z.enum(FILING_STATUSES).optional(),
    /** Also cap the reduced base at compensation (Pub. 590-A worksheet line 6). */
    BaseLimitedByCompensation: z.boolean().optional(),
    Rounding: z
      .strictObject({
        UpToMultipleOf: z.string().regex(/^\d+$/),
        MinimumIfAboveZero: z.string().regex(/^\d+$/),
        Source,
      })
      .optional(),
    SharedWith: z.enum(SHARED_CAP_FACTS).optional(),
  }),
  z.strictObject({
    Rule: z.literal('PercentOfCompensation'),
    ...Common,
    PercentParameter: ParameterName,
    CompensationCapParameter: ParameterName.optional(),
    Sources,
    /**
     * Catch-ups are not subject to the percentage limit (414(v)(3)(A)); they raise it by at most the deferrals from
     * CatchUpSources.
     */
    CatchUps: CatchUps.optional(),
    CatchUpSources: Sources.optional(),
  }),
  z.strictObject({
    Rule: z.literal('EmployerMatchOrNonElective'),
    ...Common,
    MatchPercentParameter: ParameterName,
    NonElectivePercentParameter: ParameterName,
    CompensationCapParameter: ParameterName,
    EmployerSources: Sources,
    DeferralSources: Sources,
    /**
     * The higher percentages of an employer that elected the 110 percent deferral limits
     * (Account.SimpleApplicableEmployer Elected).
     */
    ElectedApplicableEmployer: z
      .strictObject({ MatchPercentParameter: ParameterName, NonElectivePercentParameter: ParameterName, Source })
      .optional(),
    /**
     * SECURE 2.0 sec. 116: an additional non-elective contribution of up to a percentage of
     * compensation, at most a dollar cap, when the plan makes it (Account.SimpleAdditionalNonElective).
     */
    AdditionalNonElective: z
      .strictObject({ PercentParameter: ParameterName, DollarCapParameter: ParameterName, Source })
      .optional(),
  }),
  z.strictObject({
    Rule: z.literal('ContributionPeriod'),
    ...Common,
    /** The sources the period applies to; absent: every source. */
    Sources: Sources.optional(),
    NotBefore: IsoDate.optional(),
    /** Only for a beneficiary born from From through Through (the Trump account pilot program: 6434(b)). */
    BornWithin: z
      .strictObject({
        DateOfBirthFact: z.enum(['BeneficiaryDateOfBirth', 'DateOfBirth']),
        From: IsoDate,
        Through: IsoDate,
      })
      .optional(),
    EndsAtAge: z
      .strictObject({
        Age: z.number().int().min(1).max(130),
        DateOfBirthFact: z.enum(['BeneficiaryDateOfBirth', 'DateOfBirth']),
        /**
         * Birthday: on the birthday itself. AfterBirthday: after the birthday (the day itself still accepted: "after
         * the date on which such beneficiary attains age 18"). EndOfYearBeforeBirthday: after December 31 of the year
         * before the birthday year.
         */
        Boundary: z.enum(['Birthday', 'AfterBirthday', 'EndOfYearBeforeBirthday']),
        UnlessFact: z.enum(['BeneficiaryIsSpecialNeeds']).optional(),
      })
      .optional(),
  }),
  z.strictObject({
    /**
     * No contribution for the tax year in which the owner attains an age (years and months, as 70 1/2) or
     * for any later year, for tax years up to TaxYearsThrough (219(d)(1) before the SECURE Act).
     */
    Rule: z.literal('AgeInTaxYear'),
    ...Common,
    Sources: Sources.optional(),
    AgeYears: z.number().int().min(1).max(130),
    AgeMonths: z.number().int().min(0).max(11),
    TaxYearsThrough: z.number().int().min(1900).max(2200),
  }),
  z.strictObject({
    Rule: z.literal('BalanceCap'),
    ...Common,
    Parameter: ParameterName,
    Sources,
  }),
  z.strictObject({
    Rule: z.literal('ElectionLimit'),
    ...Common,
    Sources,
  }),
  z.strictObject({
    Rule: z.literal('MonthlyLimit'),
    ...Common,
    TransitParameter: ParameterName,
    ParkingParameter: ParameterName,
    Sources,
  }),
  z.strictObject({
    /**
     * Health savings account: monthly limits by coverage, catch-up, spouses, Medicare, last-month rule (src/core/hsa).
     */
    Rule: z.literal('HsaLimit'),
    ...Common,
    Sources,
    SelfOnlyParameter: ParameterName,
    FamilyParameter: ParameterName,
    CatchUp: CatchUpSchema,
    /** The additional tax when the last-month rule's testing period is not kept (223(b)(8)(B)). */
    TestingPeriodAdditionalTaxParameter: ParameterName,
    /** Parameters of the high deductible health plan definition (hsaHighDeductiblePlan). */
    HighDeductiblePlan: z
      .strictObject({
        MinimumDeductibleSelfOnlyParameter: ParameterName,
        MinimumDeductibleFamilyParameter: ParameterName,
        OutOfPocketMaximumSelfOnlyParameter: ParameterName,
        OutOfPocketMaximumFamilyParameter: ParameterName,
        Source,
      })
      .optional(),
    SharedWith: z.enum(SHARED_CAP_FACTS).optional(),
  }),
  z.strictObject({
    Rule: z.literal('FactEquals'),
    ...Common,
    Fact: z.enum(['IsNonHighlyCompensated']),
    Equals: z.boolean(),
    FieldErrorCode: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
  }),
]);
export type ContributionCheck = z.infer<typeof ContributionCheckSchema>;
export type ContributionCheckOf<R extends ContributionCheck['Rule']> = Extract<ContributionCheck, { Rule: R }>;

export const ContributionRulesSchema = z
  .strictObject({
    /** Source assumed when a contribution names none; absent means ContributionSource is required. */
    DefaultSource: z.enum(CONTRIBUTION_SOURCES).optional(),
    Sources: z.partialRecord(z.enum(CONTRIBUTION_SOURCES), SourceRuleSchema),
    Checks: z.array(ContributionCheckSchema).max(32),
    /**
     * After the growth period its ContributionPeriod check ends (EndsAtAge, EndOfYearBeforeBirthday), a
     * contribution is checked as one to TreatedAs (a Trump account becomes a traditional IRA: 530A(a)).
     */
    AfterGrowthPeriod: z
      .strictObject({ TreatedAs: z.string().regex(/^[a-z0-9-]{1,64}$/), Source: z.string().min(1) })
      .optional(),
  })
  .superRefine((r, ctx) => {
    if (
      r.AfterGrowthPeriod !== undefined &&
      !r.Checks.some((c) => c.Rule === 'ContributionPeriod' && c.EndsAtAge?.Boundary === 'EndOfYearBeforeBirthday')
    )
      ctx.addIssue({
        code: 'custom',
        path: ['AfterGrowthPeriod'],
        message: 'AfterGrowthPeriod needs a ContributionPeriod check ending at an age (EndOfYearBeforeBirthday)',
      });
    const ids = new Set<string>();
    r.Checks.forEach((c, i) => {
      if (ids.has(c.Id))
        ctx.addIssue({ code: 'custom', path: ['Checks', i, 'Id'], message: `duplicate check id ${c.Id}` });
      ids.add(c.Id);
    });
    r.Checks.forEach((c, i) => {
      if ((c.Rule === 'Cap' || c.Rule === 'PercentOfCompensation') && c.CatchUpSources && !c.CatchUps)
        ctx.addIssue({
          code: 'custom',
          path: ['Checks', i, 'CatchUpSources'],
          message: 'CatchUpSources needs CatchUps',
        });
      if (c.Rule === 'Cap' && c.ParameterYear !== undefined && c.Period !== 'PlanYear')
        ctx.addIssue({
          code: 'custom',
          path: ['Checks', i, 'ParameterYear'],
          message: 'ParameterYear applies only to a PlanYear cap',
        });
      if (c.Rule === 'PercentOfCompensation' && c.CatchUps && !c.CatchUpSources)
        ctx.addIssue({
          code: 'custom',
          path: ['Checks', i, 'CatchUps'],
          message: 'a percentage limit takes catch-ups only with CatchUpSources (the deferral sources)',
        });
      if (c.Rule === 'IncomePhaseOut') {
        const target = r.Checks.find((t) => t.Id === c.Reduces);
        if (target?.Rule !== 'Cap')
          ctx.addIssue({
            code: 'custom',
            path: ['Checks', i, 'Reduces'],
            message: `${c.Reduces} is not a Cap check of this type`,
          });
      }
    });
    if (r.DefaultSource && !r.Sources[r.DefaultSource]?.Accepted)
      ctx.addIssue({
        code: 'custom',
        path: ['DefaultSource'],
        message: 'the default source must be an accepted source',
      });
    for (const [name, s] of Object.entries(r.Sources)) {
      if (s && s.PriorYearDeadline === 'DaysAfterTaxYearEnd' && s.PriorYearDeadlineDays === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['Sources', name, 'PriorYearDeadlineDays'],
          message: 'DaysAfterTaxYearEnd needs PriorYearDeadlineDays',
        });
    }
  });
export type ContributionRules = z.infer<typeof ContributionRulesSchema>;
