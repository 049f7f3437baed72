import type { Failure } from '../../shared/error-codes.js';
import type { ClientStatus } from '../status/status-machines.js';
import type { ValidationWarning } from '../types.js';
import type { ClientType, OfacStatus } from './client-enums.js';

export interface NormalizedAddress {
  readonly Line1: string;
  readonly Line2?: string;
  readonly City: string;
  readonly Region?: string;
  readonly PostalCode?: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly Country: string;
}

export interface NormalizedContact {
  readonly FirstName?: string;
  readonly MiddleName?: string;
  readonly LastName?: string;
  readonly EntityName?: string;
  readonly DateOfBirth?: string;
  readonly Email?: string;
  readonly Phone?: string;
  readonly Address?: NormalizedAddress;
  readonly TaxIdLast4?: string;
}

export interface NormalizedOfac {
  readonly Status: OfacStatus;
  readonly ScreenedAt?: string;
  readonly ListVersion?: string;
  readonly ScreeningReference?: string;
}

export interface NormalizedCreateClient {
  readonly ClientType: ClientType;
  readonly Contact: NormalizedContact;
  readonly ProviderReferenceId?: string;
  readonly SponsorId?: string;
  readonly OFAC?: NormalizedOfac;
  /** The status the client is created in: Active, or Restricted while an OFAC potential match is reviewed. */
  readonly ClientStatus: ClientStatus;
  readonly Warnings: readonly ValidationWarning[];
}

export type CreateClientResult =
  | { readonly ok: true; readonly value: NormalizedCreateClient }
  | Failure<'InvalidRequest'>;
