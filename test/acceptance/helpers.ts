// Shared fixtures for the acceptance review. Everything here is typed by hand from
// /work/shared/spec/account-operating-service.md and /work/shared/design.md, never read
// from catalog/, so a catalog that drifts from the specification fails these tests.
import { expect } from 'vitest';
import {
  type CreateAccountContext,
  type DistributionTreatment,
  type DistributionTreatmentQuery,
  defaultCatalog,
  distributionTreatment,
  type HistoryTransaction,
  type StoredAccount,
  type StoredClient,
} from '../../src/index.js';

export const catalog = defaultCatalog;

export const CLIENT_ID = 'a1a1a1a1-0000-4000-8000-000000000001';
export const INSTITUTION_ID = 'b2b2b2b2-0000-4000-8000-000000000002';
export const TRUSTEE_ID = 'c3c3c3c3-0000-4000-8000-000000000003';
export const PLAN_ID = 'd4d4d4d4-0000-4000-8000-000000000004';
export const EMPLOYER_ID = 'e5e5e5e5-0000-4000-8000-000000000005';
export const RESPONSIBLE_ID = 'f6f6f6f6-0000-4000-8000-000000000006';
export const TODAY = '2026-08-03';

/** Spec 2.5 authority names. */
export const SPEC_AUTHORITIES = [
  'IrsNonbankCustodian',
  'Bank',
  'StateTrustCompany',
  'InsuredDepositoryInstitution',
  'HsaTrusteeOrCustodian',
  'EsaTrusteeOrCustodian',
  'TrumpAccountTrustee',
  'TreasuryFinancialAgent',
  'ErisaTrustee',
  'BrokerDealer',
  'QualifiedCustodianAdvisersAct',
  'StateQtpServicingAgreement',
  'PermittedPaymentStablecoinCustodian',
] as const;

/** Spec 2.5 type catalog plus design.md section 2 (roth-ira, trump-account). */
export const ALL_SPEC_SLUGS = [
  'inherited-traditional-ira',
  'inherited-roth-ira',
  'emergency-savings-plesa',
  'employee-stock-ownership-plan',
  'commuter-benefits',
  'health-care-fsa',
  'health-reimbursement-arrangement',
  'lifestyle-spending-account',
  'dependent-care-fsa',
  'child-roth-ira',
  'spousal-roth-ira',
  'coverdell-esa',
  'sarsep-ira',
  'simple-ira',
  'sep-ira',
  'irrevocable-trust',
  'demand-deposit-checking',
  'money-market-deposit-account',
  'time-deposit-certificate',
  'roth-ira',
  'trump-account',
  'traditional-ira',
] as const;

/** A client written only from spec 4.5: Contact carries FirstName and LastName and nothing else. */
export function specClient(): CreateAccountContext['Client'] {
  return {
    ClientId: CLIENT_ID,
    ClientType: 'Individual',
    Contact: { FirstName: 'Grace', LastName: 'Hopper' },
    ClientStatus: 'Active',
  };
}

export function context(over: Partial<CreateAccountContext> = {}): CreateAccountContext {
  return {
    Client: specClient(),
    Institution: { InstitutionId: INSTITUTION_ID, Authorities: [...SPEC_AUTHORITIES] },
    ContractedTypes: [...ALL_SPEC_SLUGS],
    SatisfiedGates: [...ALL_SPEC_SLUGS],
    Today: TODAY,
    ...over,
  };
}

/** distributionTreatment of a traditional IRA's Normal distribution on 2025-06-02 of `amount`, overridden by q. */
export function treatDistribution(q: Partial<DistributionTreatmentQuery>, amount = '10000'): DistributionTreatment {
  const r = distributionTreatment(defaultCatalog, {
    AccountTypeCode: 'traditional-ira',
    DistributionReason: 'Normal',
    DistributionDate: '2025-06-02',
    Amount: amount,
    ...q,
  } as DistributionTreatmentQuery);
  if (!r.ok) expect.fail(`${r.ErrorCode}: ${r.Message}`);
  return r;
}

/** A stored account as taxForms reads it: AccountId `acc-<tag>`, ClientId `cli-<tag>`. */
export function storedAccount(tag: string, slug: string, attributes: Record<string, unknown> = {}): StoredAccount {
  return {
    AccountId: `acc-${tag}`,
    ClientId: `cli-${tag}`,
    AccountTypeCode: slug,
    AccountStatus: 'Active',
    Phase: 'Active',
    Currency: 'USD',
    Attributes: attributes,
  };
}

/** The owner of storedAccount(tag, ...), an individual born `dob`. */
export function storedOwner(tag: string, dob: string): StoredClient {
  return {
    ClientId: `cli-${tag}`,
    ClientType: 'Individual',
    Contact: { FirstName: 'Rev', LastName: tag, DateOfBirth: dob },
    ClientStatus: 'Active',
  } as StoredClient;
}

/**
 * Posted participant deposits to storedAccount(tag, ...), numbered `<tag>-1`, `<tag>-2`, ...; TaxYear
 * the year of the date unless `taxYear` is 'none' (null) or `extra` says otherwise.
 */
export function depositsTo(tag: string, taxYear: 'date' | 'none' = 'date') {
  let seq = 0;
  return (amount: string, date: string, extra: Partial<HistoryTransaction> = {}): HistoryTransaction => ({
    TransactionId: `${tag}-${++seq}`,
    AccountId: `acc-${tag}`,
    Kind: 'Deposit',
    EntryType: 'Deposit',
    Direction: 'Credit',
    Amount: amount,
    Currency: 'USD',
    Status: 'Posted',
    ContributionSource: 'Participant',
    TaxYear: taxYear === 'date' ? Number(date.slice(0, 4)) : null,
    CreatedDate: `${date}T12:00:00.000Z`,
    ...extra,
  });
}
