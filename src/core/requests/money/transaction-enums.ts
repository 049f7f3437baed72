import type { NatureName } from '../../catalog/enums.js';

/** Currencies accepted, with their minor units (ISO 4217). The service books USD only. */
export const CURRENCIES: Readonly<Record<string, { readonly MinorUnits: number }>> = { USD: { MinorUnits: 2 } };

/** How money moves in or out (spec 4.7 shows ECheck; the rest decided in docs/decisions/21-requests.md). */
export const PAYMENT_METHOD_TYPES = ['ECheck', 'ACH', 'Wire', 'Card', 'Check', 'Internal'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export const ENTRY_TYPES = ['Fee', 'Distribution', 'Withdrawal', 'Reimbursement', 'Interest', 'Adjustment'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/**
 * What each Transact entry does to the balance, and which natures it applies to. Adjustment is
 * signed (positive credits, negative debits); the others take a positive Amount.
 */
export const ENTRY_TYPE_RULES: Readonly<
  Record<EntryType, { readonly Direction: 'Debit' | 'Credit' | 'Signed'; readonly Natures: readonly NatureName[] }>
> = {
  Fee: {
    Direction: 'Debit',
    Natures: ['CustodialHolding', 'PlanHolding', 'BenefitObligation', 'DepositLiability', 'ServicingRecord'],
  },
  Distribution: { Direction: 'Debit', Natures: ['CustodialHolding', 'PlanHolding'] },
  Withdrawal: { Direction: 'Debit', Natures: ['CustodialHolding', 'PlanHolding', 'DepositLiability'] },
  Reimbursement: { Direction: 'Debit', Natures: ['BenefitObligation'] },
  Interest: { Direction: 'Credit', Natures: ['CustodialHolding', 'PlanHolding', 'DepositLiability'] },
  Adjustment: {
    Direction: 'Signed',
    Natures: ['CustodialHolding', 'PlanHolding', 'BenefitObligation', 'DepositLiability', 'ServicingRecord'],
  },
};
