/** What availability is resolved against (design.md section 2a). */
export interface AvailabilityContext {
  /** Authorities the institution holds. */
  readonly Authorities: readonly string[];
  /** Account types the provider is contracted for. */
  readonly ContractedTypes: readonly string[];
  /** Gates the host has marked satisfied for the provider; a gate is named by the type's slug. */
  readonly SatisfiedGates?: readonly string[];
}

export type AvailabilityReason =
  | {
      readonly Code: 'AuthorityGroupUnmet';
      /** The alternatives of the unmet group: holding any one satisfies it. */
      readonly Group: readonly string[];
      readonly Message: string;
    }
  | { readonly Code: 'NotContracted'; readonly Message: string }
  | { readonly Code: 'GateNotSatisfied'; readonly Gate: string; readonly Message: string };

export interface TypeAvailability {
  readonly Slug: string;
  readonly Available: boolean;
  readonly Reasons: readonly AvailabilityReason[];
}
