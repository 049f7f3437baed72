import { z } from 'zod';
import { PAYMENT_METHOD_TYPES } from '../../requests/money/transaction-enums.js';
import { parseIsoDate } from '../../shared/dates.js';
import { type Failure, type FieldError, failure } from '../../shared/error-codes.js';
import { decimalString, parseAmount } from '../../shared/money.js';
import { DISTRIBUTION_REASONS } from '../../withdrawals/distribution-reason.js';
import { EARLY_DISTRIBUTION_EXCEPTIONS } from '../../withdrawals/early-distribution-exceptions.js';

// The body of POST /v1/accounts/{AccountId}/withdrawals (design.md section 8), as one zod schema
// with a description per field: the core validates with it, the service documents it in the
// OpenAPI document. Amounts are JSON numbers or decimal strings, read exactly (decimal.js).

/** Why the Coverdell 10 percent additional tax may not apply (26 U.S.C. 530(d)(4)(B)). */
export const COVERDELL_EXCEPTIONS = ['Scholarship', 'MilitaryAcademy', 'EducationCredit'] as const;

/** Every value ExceptionClaimed takes: the 72(t)(2) exceptions and the Coverdell ones. */
export const WITHDRAWAL_EXCEPTIONS = [...EARLY_DISTRIBUTION_EXCEPTIONS, ...COVERDELL_EXCEPTIONS] as const;
export type WithdrawalException = (typeof WITHDRAWAL_EXCEPTIONS)[number];

export const COMMUTER_SUB_ACCOUNTS = ['Transit', 'Parking'] as const;

/** Who receives an HSA distribution after the account beneficiary's death (Form 1099-SA codes 1, 4, 6). */
export const HSA_DEATH_BENEFICIARIES = ['Spouse', 'Estate', 'Other'] as const;

/** The withdrawal fields only an HSA distribution with DistributionReason Death reads. */
export const HSA_DEATH_FIELDS = [
  'DecedentDateOfDeath',
  'DeathBeneficiary',
  'FairMarketValueAtDeath',
  'DecedentExpensesPaid',
  'BeneficiaryDateOfBirth',
] as const;

const MAX_TEXT = 500;

function money(description: string, opts: { allowZero?: boolean; allowNegative?: boolean } = {}) {
  return z
    .union([z.number(), z.string().max(40)])
    .transform((v, ctx): string => {
      const r = parseAmount(v, { minor_units: 2, ...opts });
      if (!r.ok) {
        ctx.addIssue({ code: 'custom', message: r.message });
        return z.NEVER;
      }
      return decimalString(r.value);
    })
    .describe(description);
}

function percent(description: string) {
  return z
    .union([z.number(), z.string().max(40)])
    .transform((v, ctx): string => {
      const r = parseAmount(v, { minor_units: 2, allowZero: true });
      if (!r.ok || r.value.gt(100)) {
        ctx.addIssue({ code: 'custom', message: r.ok ? 'must be at most 100' : r.message });
        return z.NEVER;
      }
      return decimalString(r.value);
    })
    .describe(description);
}

const isoDate = (description: string) =>
  z
    .string()
    .max(10)
    .refine((s) => parseIsoDate(s) !== undefined, 'must be a date YYYY-MM-DD')
    .describe(description);

const ExceptionFactsSchema = z
  .strictObject({
    QualifyingAmount: money('Medical, premium or education expenses the exception covers at most.', {
      allowZero: true,
    }).optional(),
    PriorExceptedAmount: money('Amounts excepted before under the same lifetime, per-child or per-disaster limit.', {
      allowZero: true,
    }).optional(),
    EventDate: isoDate('BirthOrAdoption: the birth or adoption; DomesticAbuseVictim: the abuse.').optional(),
    AccountBalance: money('EmergencyPersonalExpense, DomesticAbuseVictim: the vested balance before this.', {
      allowZero: true,
    }).optional(),
    PriorEmergencyDistributions: z
      .array(
        z.strictObject({
          Date: isoDate('When it was paid.'),
          Amount: money('How much.'),
          RepaidOrRecontributed: z.boolean().describe('Repaid, so it no longer blocks the next three years.'),
        }),
      )
      .max(100)
      .optional()
      .describe('EmergencyPersonalExpense: earlier emergency personal expense distributions.'),
    PhysicianCertification: z.boolean().optional().describe('TerminalIllness: a certification is on file.'),
    DisasterDistributionPeriodEnds: isoDate('QualifiedDisaster: the last day of the distribution period.').optional(),
    SeparationFromServiceYear: z
      .number()
      .int()
      .min(1900)
      .max(2200)
      .optional()
      .describe('SeparationFromServiceAge55: the year of separation.'),
    SeppStartDate: isoDate('SubstantiallyEqualPeriodicPayments: the first payment of the series.').optional(),
    SeppModified: z.boolean().optional().describe('SubstantiallyEqualPeriodicPayments: the series was modified.'),
  })
  .describe('The facts the claimed 72(t) exception reads (docs/withdrawals.md, exceptions table).');

export const WithdrawalRequestSchema = z
  .strictObject({
    Amount: money(
      'The gross amount leaving the account (before withholding; fees and penalties are charged beside it).',
    ),
    Currency: z.enum(['USD']).describe('ISO 4217 currency code: the account currency (USD).'),
    DistributionReason: z
      .enum(DISTRIBUTION_REASONS)
      .optional()
      .describe(
        'Why money leaves. Required for IRAs, plans, Trump, Coverdell and HSA accounts; a benefit account ' +
          'takes Reimbursement (the default), a deposit account Normal (the default). Values and their Form ' +
          '1099-R codes: docs/withdrawals.md.',
      ),
    ExceptionClaimed: z
      .enum(WITHDRAWAL_EXCEPTIONS)
      .optional()
      .describe(
        'An exception to the 10 percent additional tax: a 26 U.S.C. 72(t)(2) exception for an IRA or plan ' +
          'before 59 1/2, or Scholarship, MilitaryAcademy, EducationCredit for a Coverdell ESA (530(d)(4)(B)).',
      ),
    ExceptionFacts: ExceptionFactsSchema.optional(),
    FederalWithholdingPercent: percent(
      'The payee’s federal withholding election, 0 to 100 (Form W-4R). Replaces the 10 percent default of ' +
        'an IRA distribution; on an eligible rollover distribution from a plan only a rate above the ' +
        'mandatory 20 percent changes anything.',
    ).optional(),
    StateWithholdingPercent: percent('State income tax to withhold, percent of the taxable amount.').optional(),
    StateWithholdingAmount: money('Or a fixed state amount to withhold.', { allowZero: true }).optional(),
    PaymentMethodType: z.enum(PAYMENT_METHOD_TYPES).optional().describe('How the net amount is paid out.'),
    Description: z.string().min(1).max(MAX_TEXT).optional().describe('Free-form text kept with the transaction.'),
    ProviderReferenceId: z.string().min(1).max(128).optional().describe('Idempotency key (design.md section 4a).'),
    SubAccount: z
      .enum(COMMUTER_SUB_ACCOUNTS)
      .optional()
      .describe('Commuter benefits: the sub-balance the claim is paid from (required there).'),
    ExpenseDate: isoDate(
      'Benefit claims: when the expense was incurred (required for a health FSA and commuter claim).',
    ).optional(),
    ExpenseSubstantiated: z
      .boolean()
      .optional()
      .describe('HRA and health FSA: the expense is substantiated (receipt or third-party statement).'),
    QualifiedExpenseAmount: money(
      'Coverdell: the adjusted qualified education expenses of the year; HSA: the qualified medical ' +
        'expenses this distribution pays.',
      { allowZero: true },
    ).optional(),
    ExcessContributionDepositDate: isoDate('ExcessContribution: when the excess was deposited.').optional(),
    NetIncomeAttributable: money('ExcessContribution: the net income attributable returned with it (signed).', {
      allowZero: true,
      allowNegative: true,
    }).optional(),
    RecharacterizedContributionYear: z
      .number()
      .int()
      .min(1998)
      .max(2200)
      .optional()
      .describe('Recharacterization: the tax year of the contribution recharacterized.'),
    DecedentDateOfDeath: isoDate(
      'HSA Death: the account beneficiary’s date of death (the year of death or a later one decides the Form ' +
        '1099-SA code).',
    ).optional(),
    DeathBeneficiary: z
      .enum(HSA_DEATH_BENEFICIARIES)
      .optional()
      .describe(
        'HSA Death: who is paid: the surviving spouse (the HSA becomes the spouse’s own), the estate, or another ' +
          'beneficiary (the account ceased to be an HSA on the death). Required after the year of death.',
      ),
    FairMarketValueAtDeath: money('HSA Death: the value on the date of death (Form 1099-SA box 4).', {
      allowZero: true,
    }).optional(),
    DecedentExpensesPaid: money(
      'HSA Death: the decedent’s qualified medical expenses paid from the HSA within one year after the death ' +
        '(box 4 is reduced by them after the year of death).',
      { allowZero: true },
    ).optional(),
    BeneficiaryDateOfBirth: isoDate(
      'HSA Death to the spouse: the spouse’s birth date (the age exception to the additional tax is the spouse’s).',
    ).optional(),
  })
  .describe('A withdrawal or distribution (design.md section 8).');

export type WithdrawalRequest = z.output<typeof WithdrawalRequestSchema>;

/**
 * The body validated: one FieldError per problem (`Required` for a missing field, `NotAllowed`
 * for an unknown one, `Invalid` otherwise), InvalidRequest, never a throw. State withholding is a
 * percent or an amount, not both.
 */
export function validateWithdrawalRequest(
  body: unknown,
): { readonly ok: true; readonly value: WithdrawalRequest } | Failure<'InvalidRequest'> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return failure('InvalidRequest', 'The request body must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
    ]);
  const r = WithdrawalRequestSchema.safeParse(body);
  const errors: FieldError[] = r.success ? [] : zodErrors(r.error, body as Record<string, unknown>);
  if (r.success && r.data.StateWithholdingPercent !== undefined && r.data.StateWithholdingAmount !== undefined)
    errors.push({
      FieldName: 'StateWithholdingAmount',
      ErrorCode: 'NotAllowed',
      Message: 'StateWithholdingAmount may not be sent with StateWithholdingPercent.',
    });
  if (!r.success || errors.length > 0) {
    const list = errors.map((e) => e.Message).join(' ');
    return failure('InvalidRequest', `The withdrawal request is not valid: ${list}`.slice(0, 2000), errors);
  }
  return { ok: true, value: r.data };
}

function zodErrors(error: z.ZodError, body: Record<string, unknown>): FieldError[] {
  const out: FieldError[] = [];
  for (const i of error.issues.slice(0, 32)) {
    if (i.code === 'unrecognized_keys') {
      for (const k of i.keys.slice(0, 8)) {
        const name = [...i.path.map(String), k].join('.');
        out.push({ FieldName: name, ErrorCode: 'NotAllowed', Message: `${name} is not a field of a withdrawal.` });
      }
      continue;
    }
    const name = i.path.map(String).join('.');
    const top = i.path[0];
    const missing = i.path.length === 1 && typeof top === 'string' && !Object.hasOwn(body, top);
    out.push({
      FieldName: name,
      ErrorCode: missing ? 'Required' : 'Invalid',
      Message: missing ? `${name} is required.` : `${name} ${i.message}.`,
    });
  }
  return out;
}
