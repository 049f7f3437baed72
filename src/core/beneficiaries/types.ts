import type { BeneficiaryClass } from '../catalog/enums.js';

export const BENEFICIARY_KINDS = ['Person', 'Estate', 'Trust', 'Charity'] as const;
export type BeneficiaryKind = (typeof BENEFICIARY_KINDS)[number];

export const BENEFICIARY_RELATIONSHIPS = ['Spouse', 'Child', 'Other'] as const;
export type BeneficiaryRelationship = (typeof BENEFICIARY_RELATIONSHIPS)[number];

export const BENEFICIARY_TIERS = ['Primary', 'Contingent'] as const;
export type BeneficiaryTier = (typeof BENEFICIARY_TIERS)[number];

/** One validated designation. */
export interface BeneficiaryDesignation {
  readonly Kind: BeneficiaryKind;
  /** The person's full name, or the trust's, the charity's or the estate's name. */
  readonly Name?: string;
  /** A person's relationship to the owner (Other for a non-person). */
  readonly Relationship: BeneficiaryRelationship;
  /** A person's date of birth (YYYY-MM-DD); never set for a non-person. */
  readonly DateOfBirth?: string;
  /** Percent of the tier, a plain decimal string with at most two decimals (0.01 to 100). */
  readonly SharePercent: string;
  /** A person's share passes to their descendants if they die first (default false). */
  readonly PerStirpes: boolean;
  /** The owner's spouse consented in writing to this designation (see docs/holdings.md). */
  readonly SpousalConsent: boolean;
  /** A trust whose beneficiaries are treated as designated (Treas. Reg. 1.401(a)(9)-4(f)); absent when not known. */
  readonly SeeThroughTrust?: boolean;
}

/** The whole list, replaced in one decision. */
export interface BeneficiaryDesignations {
  readonly Primary: readonly BeneficiaryDesignation[];
  readonly Contingent: readonly BeneficiaryDesignation[];
}

/** What the host knows of the owner and the account when designations are recorded. */
export interface BeneficiaryOwnerFacts {
  readonly AccountTypeCode: string;
  /** USPS code of the owner's state of domicile (CA, TX, ...); absent when not known. */
  readonly OwnerStateOfResidence?: string;
  /** Whether the owner is married; absent when not known. */
  readonly OwnerIsMarried?: boolean;
}

export interface BeneficiaryNote {
  readonly Code: string;
  readonly Message: string;
  readonly Source?: string;
}

/** Whether a non-spouse primary beneficiary needs the spouse's consent, and why. */
export interface SpousalConsentRequirement {
  /** true: required; false: not required; null: not known (see Unchecked). */
  readonly Required: boolean | null;
  readonly Reason: string;
  readonly Source?: string;
  readonly Unchecked: readonly string[];
}

export interface ValidBeneficiaryDesignations {
  readonly ok: true;
  readonly value: BeneficiaryDesignations;
  readonly SpousalConsent: SpousalConsentRequirement;
  readonly Warnings: readonly BeneficiaryNote[];
  /** Facts a rule would read that were not given: the rule was not applied. */
  readonly Unchecked: readonly string[];
}

/** Facts about the beneficiary and the owner at the owner's death. */
export interface BeneficiaryClassFacts {
  /** For NotMoreThanTenYearsYounger. */
  readonly OwnerDateOfBirth?: string;
  /** Disabled within 26 U.S.C. 72(m)(7) at the owner's death, as documented; absent when not known. */
  readonly Disabled?: boolean;
  /** Chronically ill within 26 U.S.C. 7702B(c)(2) at the owner's death, as certified; absent when not known. */
  readonly ChronicallyIll?: boolean;
}

export interface BeneficiaryClassReason {
  readonly Class: BeneficiaryClass;
  readonly Message: string;
  readonly Source: string;
}

export interface BeneficiaryClasses {
  readonly ok: true;
  /** Every class the beneficiary falls in, in the catalog's order. */
  readonly Classes: readonly BeneficiaryClass[];
  /** The one to pass to inheritedIraSchedule as BeneficiaryEligibleDesignatedClass. */
  readonly ScheduleClass: BeneficiaryClass;
  /** An individual (or a see-through trust): 26 U.S.C. 401(a)(9)(E)(i). */
  readonly DesignatedBeneficiary: boolean;
  /** 26 U.S.C. 401(a)(9)(E)(ii), as of the date of death. */
  readonly EligibleDesignatedBeneficiary: boolean;
  /** For the owner's minor child: the 21st birthday, when the ten years start (401(a)(9)(E)(iii)). */
  readonly MajorityDate?: string;
  readonly Reasons: readonly BeneficiaryClassReason[];
  readonly Unchecked: readonly string[];
}
