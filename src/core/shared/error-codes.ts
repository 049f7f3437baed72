/**
 * Top-level error codes (design.md section 3, plus the documented additions in
 * docs/decisions.md). Handled errors travel as HTTP 200, Status 0.
 */
export const ERROR_CODES = [
  'InvalidRequest',
  'UnknownAccountType',
  'AccountTypeNotAvailable',
  'ClientNotFound',
  'AccountNotFound',
  'InstitutionNotFound',
  'InstitutionNotAuthorizedForAccountType',
  'TrusteeRequired',
  'AccountTypeNotInvestable',
  'IdempotencyConflict',
  'ContributionYearNotAllowed',
  'ContributionLimitExceeded',
  'ParticipantContributionsNotPermitted',
  'InsufficientFunds',
  'AssetNotEligible',
  'DistributionNotPermitted',
  // Added (docs/decisions.md): lookups of the other resources of design.md section 5.
  'TransactionNotFound',
  'ProviderNotFound',
  'KeyNotFound',
  'WebhookEndpointNotFound',
  // Added (issue 17, docs/webhooks.md): the event log.
  'EventNotFound',
  // Added (docs/decisions/46-movement-operations.md): refusals of the movement rules (docs/movements.md).
  'TransferNotPermitted',
  'RolloverNotPermitted',
  'RothConversionNotPermitted',
  'RecharacterizationNotPermitted',
  // Added for issue 12 (docs/decisions/48-holdings-operations.md): the instrument registry and sales.
  'InstrumentNotFound',
  'InsufficientPosition',
  // Added (docs/decisions/30-repayments.md): a repayment of a distribution the law does not allow.
  'RepaymentNotPermitted',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Transport-level codes, sent with a non-2xx status and the same envelope. */
export const TRANSPORT_ERROR_CODES = {
  /** A request target or header block the HTTP parser refuses (issue 17: the envelope, not a bare 400). */
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  RouteNotFound: 404,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  /** The client sent its headers too slowly (the server's headers timeout). */
  RequestTimeout: 408,
  RateLimited: 429,
  /** The header block is larger than the server accepts. */
  HeadersTooLarge: 431,
  InternalError: 500,
  /** The database is unreachable or not migrated; retry (readiness, a lost connection). */
  ServiceUnavailable: 503,
} as const;
export type TransportErrorCode = keyof typeof TRANSPORT_ERROR_CODES;

/** A per-field problem: `Errors` of the envelope's ResponseStatus. */
export interface FieldError {
  readonly FieldName: string;
  readonly ErrorCode: string;
  readonly Message: string;
}

/** The failure shape every engine validator returns (design.md section 2a). */
export interface Failure<C extends string = ErrorCode> {
  readonly ok: false;
  readonly ErrorCode: C;
  readonly Message: string;
  readonly Errors: readonly FieldError[];
}

export function failure<C extends string>(code: C, message: string, errors: readonly FieldError[] = []): Failure<C> {
  return { ok: false, ErrorCode: code, Message: message, Errors: errors };
}
