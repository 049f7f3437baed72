import { type ClientOptions, createStamper, queryString, type Stamper, seg, send, sendText } from './transport.js';
import type {
  AccountRecord,
  AccountTypeAvailability,
  ApiResult,
  BeneficiariesRequest,
  BeneficiaryList,
  ClientRecord,
  CreateAccountRequest,
  CreateClientRequest,
  CreateInstitutionRequest,
  CreateInstrumentRequest,
  CreatePlanRequest,
  CreateWebhookEndpointRequest,
  EventDelivery,
  EventRecord,
  EventsQuery,
  ForfeitureRequest,
  ForfeitureResult,
  FundAccountRequest,
  HoldingRecord,
  InstitutionChangeRequest,
  InstitutionChangeResult,
  InstitutionRecord,
  InstrumentChangeRequest,
  InstrumentChangeResult,
  InstrumentRecord,
  InvestmentDirectiveRequest,
  InvestmentOrderRequest,
  InvestmentResult,
  JwksDocument,
  KeyRecord,
  MovementResult,
  OwnerYearFacts,
  OwnerYearRecord,
  Paged,
  PageParams,
  PlanRecord,
  ProviderRecord,
  RecharacterizationRequest,
  RecharacterizationResult,
  RequiredDistributionStatus,
  RolloverRequest,
  RolloverResult,
  RothConversionRequest,
  RothConversionResult,
  TaxFormsPage,
  TaxFormsResult,
  TransactionRecord,
  TransactRequest,
  TransferRequest,
  UpdateAccountRequest,
  UpdateClientRequest,
  WebhookEndpointRecord,
  WithdrawalRequest,
  WithdrawalResult,
} from './types.js';

type R<T> = Promise<ApiResult<T>>;

type ContractList = { ProviderId: string; AccountTypeCodes: string[] };
type GateList = { ProviderId: string; SatisfiedGates: string[] };

/** One typed method per route of design.md sections 5 and 8; every call is signed (section 4). */
export interface AcctosClient {
  createClient(body: CreateClientRequest): R<{ ClientId: string }>;
  getClient(clientId: string): R<ClientRecord>;
  updateClient(clientId: string, body: UpdateClientRequest): R<{ ClientId: string }>;
  listClients(page?: PageParams): R<Paged & { Clients: ClientRecord[] }>;
  putOwnerTaxYear(
    clientId: string,
    taxYear: number,
    body: OwnerYearFacts & { ProviderReferenceId?: string },
  ): R<{ ClientId: string; TaxYear: number }>;
  getOwnerTaxYear(clientId: string, taxYear: number): R<OwnerYearRecord>;
  createPlan(body: CreatePlanRequest): R<{ PlanId: string }>;
  getPlan(planId: string): R<PlanRecord>;

  createAccount(body: CreateAccountRequest): R<{ AccountId: string }>;
  getAccount(accountId: string): R<AccountRecord>;
  updateAccount(accountId: string, body: UpdateAccountRequest): R<{ AccountId: string }>;
  listAccounts(query?: PageParams & { ClientId?: string }): R<Paged & { Accounts: AccountRecord[] }>;

  fundAccount(
    accountId: string,
    body: FundAccountRequest,
  ): R<{ TransactionId: string; TransactionStatus: 'Pending' | 'Posted' }>;
  transact(
    accountId: string,
    body: TransactRequest,
  ): R<{ TransactionId: string; TransactionStatus: 'Pending' | 'Posted' }>;
  listTransactions(accountId: string, page?: PageParams): R<Paged & { Transactions: TransactionRecord[] }>;
  getTransaction(transactionId: string): R<TransactionRecord>;
  /** Operator: settle a pending ECheck/ACH deposit now. */
  settleTransaction(transactionId: string): R<{ TransactionId: string; TransactionStatus: 'Posted' }>;

  // The rest of the lifecycle (design.md section 8).
  withdraw(accountId: string, body: WithdrawalRequest): R<WithdrawalResult>;
  /** Replaces the whole list (Primary and Contingent tiers). */
  putBeneficiaries(accountId: string, body: BeneficiariesRequest): R<BeneficiaryList>;
  /** The list in force now, or at AsOf (YYYY-MM-DD or an ISO 8601 UTC date-time). */
  getBeneficiaries(accountId: string, query?: { AsOf?: string }): R<BeneficiaryList>;
  /** A Purchase or Sale of a registered instrument (with Side), or the earlier directive (without). */
  invest(accountId: string, body: InvestmentOrderRequest | InvestmentDirectiveRequest): R<InvestmentResult>;
  listHoldings(accountId: string, page?: PageParams): R<Paged & { Holdings: HoldingRecord[] }>;
  transfer(body: TransferRequest): R<MovementResult>;
  rollover(body: RolloverRequest): R<RolloverResult>;
  rothConversion(body: RothConversionRequest): R<RothConversionResult>;
  recharacterize(body: RecharacterizationRequest): R<RecharacterizationResult>;
  getRequiredDistributions(accountId: string, year: number): R<RequiredDistributionStatus>;
  getTaxForms(accountId: string, taxYear: number): R<TaxFormsResult>;
  /** Format=html: the page as text in `Html`; a refusal still comes back as the typed envelope. */
  getTaxFormsHtml(accountId: string, taxYear: number): R<TaxFormsPage>;
  forfeit(accountId: string, body: ForfeitureRequest): R<ForfeitureResult>;
  /** Any key reads the shared instrument registry. */
  getInstrument(instrumentId: string): R<InstrumentRecord>;

  listAccountTypes(query?: {
    InstitutionId?: string;
  }): R<{ InstitutionId?: string; AccountTypes: AccountTypeAvailability[] }>;

  createWebhookEndpoint(body: CreateWebhookEndpointRequest): R<WebhookEndpointRecord & { Secret?: string }>;
  listWebhookEndpoints(page?: PageParams): R<Paged & { WebhookEndpoints: WebhookEndpointRecord[] }>;
  deleteWebhookEndpoint(webhookEndpointId: string): R<{ WebhookEndpointId: string; DeletedDate: string }>;
  /** The public JWKS (no signature; the document itself, not an envelope). */
  getJwks(): Promise<JwksDocument | undefined>;
  /** The calling provider's events, oldest first (kept 30 days). */
  listEvents(query?: EventsQuery): R<Paged & { Events: EventRecord[] }>;
  getEvent(eventId: string): R<EventRecord & { Deliveries: EventDelivery[] }>;
  /** Queues the stored event again for the live endpoint of its EventType. */
  redeliverEvent(eventId: string): R<{
    EventId: string;
    WebhookEndpointId: string;
    DeliveryStatus: 'Pending';
    NextAttemptDate: string;
  }>;

  // Operator (Utility) routes: sign with the operator key.
  createProvider(body: { Name: string }): R<{ ProviderId: string }>;
  createKey(providerId: string): R<{ KeyId: string; Secret: string; ProviderId: string }>;
  revokeKey(keyId: string): R<{ KeyId: string; RevokedDate: string }>;
  createInstitution(body: CreateInstitutionRequest): R<{ InstitutionId: string }>;
  getInstitution(institutionId: string): R<InstitutionRecord>;
  setContracts(
    providerId: string,
    body: { AccountTypeCodes: readonly string[] },
  ): R<{ ProviderId: string; AccountTypeCodes: string[] }>;
  setGates(
    providerId: string,
    body: { SatisfiedGates: readonly string[] },
  ): R<{ ProviderId: string; SatisfiedGates: string[] }>;
  rotateSigningKey(): R<{ KeyId: string; PreviousKeyId?: string; PreviousKeyValidUntil?: string }>;
  listProviders(page?: PageParams): R<Paged & { Providers: ProviderRecord[] }>;
  getProvider(providerId: string): R<ProviderRecord>;
  /** A provider's keys, active and revoked; never a secret. */
  listKeys(providerId: string, page?: PageParams): R<Paged & { Keys: KeyRecord[] }>;
  getKey(keyId: string): R<KeyRecord>;
  listInstitutions(page?: PageParams): R<Paged & { Institutions: InstitutionRecord[] }>;
  changeInstitution(institutionId: string, body: InstitutionChangeRequest): R<InstitutionChangeResult>;
  /** One contract or gate added or removed; a repeat writes nothing and answers the same list. */
  addContract(providerId: string, accountTypeCode: string): R<ContractList>;
  removeContract(providerId: string, accountTypeCode: string): R<ContractList>;
  addGate(providerId: string, accountTypeCode: string): R<GateList>;
  removeGate(providerId: string, accountTypeCode: string): R<GateList>;
  createInstrument(body: CreateInstrumentRequest): R<{ InstrumentId: string; Instrument: InstrumentRecord }>;
  changeInstrument(instrumentId: string, body: InstrumentChangeRequest): R<InstrumentChangeResult>;
  /** Every flagged holding of every provider (each with its ProviderId). */
  listFlaggedHoldings(page?: PageParams): R<Paged & { Holdings: HoldingRecord[] }>;

  /** Any route, signed: for routes added after this client (pathAndQuery starts at /v1). */
  request<T = Record<string, unknown>>(method: string, pathAndQuery: string, body?: unknown): R<T>;
  /** As request, with a JSON text sent byte for byte (keeps decimals exactly as written). */
  requestRaw<T = Record<string, unknown>>(method: string, pathAndQuery: string, jsonText?: string): R<T>;
}

/** A client bound to one key. Works wherever fetch and Web Crypto exist. */
export function createClient(options: ClientOptions): AcctosClient {
  const stamp = createStamper(options.now ?? Date.now);
  const call = <T>(method: string, path: string, body?: unknown): R<T> => send<T>(options, stamp, method, path, body);
  /** A write to a route that takes a ProviderReferenceId: one is generated when the body has none. */
  const write = <T>(method: string, path: string, body: unknown): R<T> =>
    send<T>(options, stamp, method, path, body, { reference: true });
  const page = (p: PageParams | undefined) => queryString({ PageNumber: p?.PageNumber, PageSize: p?.PageSize });
  return {
    createClient: (body) => write('POST', '/v1/clients', body),
    getClient: (id) => call('GET', `/v1/clients/${seg(id)}`),
    updateClient: (id, body) => write('PATCH', `/v1/clients/${seg(id)}`, body),
    listClients: (p) => call('GET', `/v1/clients${page(p)}`),
    putOwnerTaxYear: (id, year, body) => write('PUT', `/v1/clients/${seg(id)}/tax-years/${seg(String(year))}`, body),
    getOwnerTaxYear: (id, year) => call('GET', `/v1/clients/${seg(id)}/tax-years/${seg(String(year))}`),
    createPlan: (body) => write('POST', '/v1/plans', body),
    getPlan: (id) => call('GET', `/v1/plans/${seg(id)}`),

    createAccount: (body) => write('POST', '/v1/accounts', body),
    getAccount: (id) => call('GET', `/v1/accounts/${seg(id)}`),
    updateAccount: (id, body) => write('PATCH', `/v1/accounts/${seg(id)}`, body),
    listAccounts: (q) =>
      call(
        'GET',
        `/v1/accounts${queryString({ ClientId: q?.ClientId, PageNumber: q?.PageNumber, PageSize: q?.PageSize })}`,
      ),

    fundAccount: (id, body) => write('POST', `/v1/accounts/${seg(id)}/fund`, body),
    transact: (id, body) => write('POST', `/v1/accounts/${seg(id)}/transact`, body),
    listTransactions: (id, p) => call('GET', `/v1/accounts/${seg(id)}/transactions${page(p)}`),
    getTransaction: (id) => call('GET', `/v1/transactions/${seg(id)}`),
    settleTransaction: (id) => call('POST', `/v1/transactions/${seg(id)}/settle`),

    withdraw: (id, body) => write('POST', `/v1/accounts/${seg(id)}/withdrawals`, body),
    putBeneficiaries: (id, body) => write('PUT', `/v1/accounts/${seg(id)}/beneficiaries`, body),
    getBeneficiaries: (id, q) => call('GET', `/v1/accounts/${seg(id)}/beneficiaries${queryString({ AsOf: q?.AsOf })}`),
    invest: (id, body) => write('POST', `/v1/accounts/${seg(id)}/investments`, body),
    listHoldings: (id, p) => call('GET', `/v1/accounts/${seg(id)}/holdings${page(p)}`),
    transfer: (body) => write('POST', '/v1/transfers', body),
    rollover: (body) => write('POST', '/v1/rollovers', body),
    rothConversion: (body) => write('POST', '/v1/roth-conversions', body),
    recharacterize: (body) => write('POST', '/v1/recharacterizations', body),
    getRequiredDistributions: (id, year) =>
      call('GET', `/v1/accounts/${seg(id)}/required-distributions${queryString({ Year: year })}`),
    getTaxForms: (id, year) => call('GET', `/v1/accounts/${seg(id)}/tax-forms${queryString({ TaxYear: year })}`),
    getTaxFormsHtml: (id, year) =>
      sendForText(
        options,
        stamp,
        `/v1/accounts/${seg(id)}/tax-forms${queryString({ TaxYear: year, Format: 'html' })}`,
        'text/html',
      ),
    forfeit: (id, body) => write('POST', `/v1/accounts/${seg(id)}/forfeitures`, body),
    getInstrument: (id) => call('GET', `/v1/instruments/${seg(id)}`),

    listAccountTypes: (q) => call('GET', `/v1/account-types${queryString({ InstitutionId: q?.InstitutionId })}`),

    createWebhookEndpoint: (body) => write('POST', '/v1/webhook-endpoints', body),
    listWebhookEndpoints: (p) => call('GET', `/v1/webhook-endpoints${page(p)}`),
    deleteWebhookEndpoint: (id) => call('DELETE', `/v1/webhook-endpoints/${seg(id)}`),
    getJwks: async () => {
      try {
        const res = await (options.fetch ?? globalThis.fetch)(
          `${options.baseUrl.replace(/\/+$/, '')}/.well-known/jwks.json`,
        );
        return res.ok ? ((await res.json()) as JwksDocument) : undefined;
      } catch {
        return undefined;
      }
    },

    listEvents: (q) =>
      call(
        'GET',
        `/v1/events${queryString({
          PageNumber: q?.PageNumber,
          PageSize: q?.PageSize,
          Type: q?.Type,
          CreatedAfter: q?.CreatedAfter,
        })}`,
      ),
    getEvent: (id) => call('GET', `/v1/events/${seg(id)}`),
    redeliverEvent: (id) => call('POST', `/v1/events/${seg(id)}/redeliver`, {}),

    createProvider: (body) => call('POST', '/v1/providers', body),
    createKey: (providerId) => call('POST', `/v1/providers/${seg(providerId)}/keys`, {}),
    revokeKey: (keyId) => call('DELETE', `/v1/keys/${seg(keyId)}`),
    createInstitution: (body) => call('POST', '/v1/institutions', body),
    getInstitution: (id) => call('GET', `/v1/institutions/${seg(id)}`),
    setContracts: (providerId, body) => call('PUT', `/v1/providers/${seg(providerId)}/contracts`, body),
    setGates: (providerId, body) => call('PUT', `/v1/providers/${seg(providerId)}/gates`, body),
    rotateSigningKey: () => call('POST', '/v1/signing-keys/rotate', {}),
    listProviders: (p) => call('GET', `/v1/providers${page(p)}`),
    getProvider: (id) => call('GET', `/v1/providers/${seg(id)}`),
    listKeys: (providerId, p) => call('GET', `/v1/providers/${seg(providerId)}/keys${page(p)}`),
    getKey: (keyId) => call('GET', `/v1/keys/${seg(keyId)}`),
    listInstitutions: (p) => call('GET', `/v1/institutions${page(p)}`),
    changeInstitution: (id, body) => call('PATCH', `/v1/institutions/${seg(id)}`, body),
    addContract: (providerId, code) => call('PUT', `/v1/providers/${seg(providerId)}/contracts/${seg(code)}`),
    removeContract: (providerId, code) => call('DELETE', `/v1/providers/${seg(providerId)}/contracts/${seg(code)}`),
    addGate: (providerId, code) => call('PUT', `/v1/providers/${seg(providerId)}/gates/${seg(code)}`),
    removeGate: (providerId, code) => call('DELETE', `/v1/providers/${seg(providerId)}/gates/${seg(code)}`),
    createInstrument: (body) => write('POST', '/v1/instruments', body),
    changeInstrument: (id, body) => write('PATCH', `/v1/instruments/${seg(id)}`, body),
    listFlaggedHoldings: (p) => call('GET', `/v1/holdings/flagged${page(p)}`),

    request: (method, pathAndQuery, body) => call(method.toUpperCase(), pathAndQuery, body),
    requestRaw: (method, pathAndQuery, jsonText) =>
      sendText(options, stamp, method.toUpperCase(), pathAndQuery, jsonText),
  };
}

/**
 * A GET whose success is not JSON (tax forms with Format=html). It goes through `send` (the same
 * signing and stamping as every call) with a fetch that asks for `accept` and keeps a copy of the
 * answer: a refusal is the service's JSON envelope and comes back typed as usual; a 2xx of that
 * media type, which send reports as ClientInvalidResponse, becomes `{ Status: 1, Html }`.
 */
async function sendForText(
  options: ClientOptions,
  stamp: Stamper,
  pathAndQuery: string,
  accept: string,
): R<{ Html: string }> {
  const doFetch = options.fetch ?? globalThis.fetch;
  let answer: Response | undefined;
  const keep = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = { ...(init?.headers as Record<string, string> | undefined), accept };
    const res = await doFetch(input, { ...init, headers });
    answer = res.clone();
    return res;
  }) as typeof fetch;
  const r = await send<{ Html: string }>({ ...options, fetch: keep }, stamp, 'GET', pathAndQuery);
  if (r.Status === 1 || r.ResponseStatus.ErrorCode !== 'ClientInvalidResponse' || answer === undefined) return r;
  const type = answer.headers.get('content-type') ?? '';
  if (!answer.ok || !type.toLowerCase().startsWith(accept)) return r;
  try {
    const Html = await answer.text();
    return {
      RequestId: Number(answer.headers.get('x-request-id') ?? 0) || 0,
      Status: 1,
      HttpStatus: answer.status,
      Html,
    };
  } catch {
    return r;
  }
}
