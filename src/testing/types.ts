// Shapes the kit generates. Field names follow the specification (PascalCase); records are the
// ones a host looks up before calling the engine (design.md section 2a).

/** An institution record: what `POST /v1/institutions` stores. */
export interface InstitutionRecord {
  readonly InstitutionId: string;
  readonly Name: string;
  readonly Authorities: readonly string[];
  /** Authority to the asset classes its approval covers. */
  readonly AssetScopes?: Readonly<Record<string, readonly string[]>>;
}

/** A client record, as looked up by ClientId. */
export interface ClientRecord {
  readonly ClientId: string;
  readonly ClientType: string;
  readonly Contact: { readonly FirstName: string; readonly LastName: string; readonly DateOfBirth?: string };
  readonly ClientStatus: string;
}

/** A provider's contract: the types it may offer and the gates the host marked satisfied. */
export interface ProviderContract {
  readonly ContractedTypes: readonly string[];
  readonly SatisfiedGates: readonly string[];
}

/** The context `validateCreateAccount` is called with. */
export interface CreateAccountContext {
  readonly Client: ClientRecord | null;
  readonly Institution: InstitutionRecord | null;
  readonly ContractedTypes: readonly string[];
  readonly SatisfiedGates: readonly string[];
  /** `YYYY-MM-DD`. */
  readonly Today: string;
}

/** A Create Account body: JSON, keyed by field name. */
export type CreateAccountBody = Readonly<Record<string, unknown>>;

export interface CreateAccountCase {
  readonly request: CreateAccountBody;
  readonly ctx: CreateAccountContext;
}

/** An invalid case and what the engine must answer for it. */
export interface InvalidCreateAccountCase extends CreateAccountCase {
  readonly expectedErrorCode: string;
  /** When the failure is one field's: the entry that must appear in Errors. */
  readonly expectedFieldError?: { readonly FieldName?: string; readonly ErrorCode?: string };
  /** What was broken, for the counterexample report (for example `missing-required-field:PlanId`). */
  readonly label: string;
  /** The kind of breakage (the label without its detail). */
  readonly kind: InvalidKind;
  readonly slug: string;
}

export const INVALID_KINDS = [
  'missing-required-field',
  'malformed-field',
  'unknown-field',
  'forbidden-field',
  'missing-trustee',
  'unknown-account-type',
  'legacy-code',
  'tax-type-present',
  'client-not-found',
  'institution-not-found',
  'authority-group-unmet',
  'not-contracted',
  'gate-not-satisfied',
  'failing-check',
] as const;
export type InvalidKind = (typeof INVALID_KINDS)[number];
