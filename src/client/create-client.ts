import { type ClientOptions, createStamper, queryString, seg, send, sendText } from './transport.js';
import type {
  AccountRecord,
  AccountTypeAvailability,
  ApiResult,
  ClientRecord,
  CreateAccountRequest,
  CreateClientRequest,
  CreateInstitutionRequest,
  CreatePlanRequest,
  CreateWebhookEndpointRequest,
  FundAccountRequest,
  InstitutionRecord,
  JwksDocument,
  OwnerYearFacts,
  OwnerYearRecord,
  Paged,
  PageParams,
  PlanRecord,
  TransactionRecord,
  TransactRequest,
  UpdateAccountRequest,
  UpdateClientRequest,
  WebhookEndpointRecord,
} from './types.js';

type R<T> = Promise<ApiResult<T>>;

/** One typed method per route of design.md section 5; every call is signed (section 4). */
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

  listAccountTypes(query?: {
    InstitutionId?: string;
  }): R<{ InstitutionId?: string; AccountTypes: AccountTypeAvailability[] }>;

  createWebhookEndpoint(body: CreateWebhookEndpointRequest): R<WebhookEndpointRecord & { Secret?: string }>;
  listWebhookEndpoints(page?: PageParams): R<Paged & { WebhookEndpoints: WebhookEndpointRecord[] }>;
  deleteWebhookEndpoint(webhookEndpointId: string): R<{ WebhookEndpointId: string; DeletedDate: string }>;
  /** The public JWKS (no signature; the document itself, not an envelope). */
  getJwks(): Promise<JwksDocument | undefined>;

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

  /** Any route, signed: for routes added after this client (pathAndQuery starts at /v1). */
  request<T = Record<string, unknown>>(method: string, pathAndQuery: string, body?: unknown): R<T>;
  /** As request, with a JSON text sent byte for byte (keeps decimals exactly as written). */
  requestRaw<T = Record<string, unknown>>(method: string, pathAndQuery: string, jsonText?: string): R<T>;
}

/** A client bound to one key. Works wherever fetch and Web Crypto exist. */
export function createClient(options: ClientOptions): AcctosClient {
  const stamp = createStamper(options.now ?? Date.now);
  const call = <T>(method: string, path: string, body?: unknown): R<T> => send<T>(options, stamp, method, path, body);
  const page = (p: PageParams | undefined) => queryString({ PageNumber: p?.PageNumber, PageSize: p?.PageSize });
  return {
    createClient: (body) => call('POST', '/v1/clients', body),
    getClient: (id) => call('GET', `/v1/clients/${seg(id)}`),
    updateClient: (id, body) => call('PATCH', `/v1/clients/${seg(id)}`, body),
    listClients: (p) => call('GET', `/v1/clients${page(p)}`),
    putOwnerTaxYear: (id, year, body) => call('PUT', `/v1/clients/${seg(id)}/tax-years/${seg(String(year))}`, body),
    getOwnerTaxYear: (id, year) => call('GET', `/v1/clients/${seg(id)}/tax-years/${seg(String(year))}`),
    createPlan: (body) => call('POST', '/v1/plans', body),
    getPlan: (id) => call('GET', `/v1/plans/${seg(id)}`),

    createAccount: (body) => call('POST', '/v1/accounts', body),
    getAccount: (id) => call('GET', `/v1/accounts/${seg(id)}`),
    updateAccount: (id, body) => call('PATCH', `/v1/accounts/${seg(id)}`, body),
    listAccounts: (q) =>
      call(
        'GET',
        `/v1/accounts${queryString({ ClientId: q?.ClientId, PageNumber: q?.PageNumber, PageSize: q?.PageSize })}`,
      ),

    fundAccount: (id, body) => call('POST', `/v1/accounts/${seg(id)}/fund`, body),
    transact: (id, body) => call('POST', `/v1/accounts/${seg(id)}/transact`, body),
    listTransactions: (id, p) => call('GET', `/v1/accounts/${seg(id)}/transactions${page(p)}`),
    getTransaction: (id) => call('GET', `/v1/transactions/${seg(id)}`),
    settleTransaction: (id) => call('POST', `/v1/transactions/${seg(id)}/settle`),

    listAccountTypes: (q) => call('GET', `/v1/account-types${queryString({ InstitutionId: q?.InstitutionId })}`),

    createWebhookEndpoint: (body) => call('POST', '/v1/webhook-endpoints', body),
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

    createProvider: (body) => call('POST', '/v1/providers', body),
    createKey: (providerId) => call('POST', `/v1/providers/${seg(providerId)}/keys`, {}),
    revokeKey: (keyId) => call('DELETE', `/v1/keys/${seg(keyId)}`),
    createInstitution: (body) => call('POST', '/v1/institutions', body),
    getInstitution: (id) => call('GET', `/v1/institutions/${seg(id)}`),
    setContracts: (providerId, body) => call('PUT', `/v1/providers/${seg(providerId)}/contracts`, body),
    setGates: (providerId, body) => call('PUT', `/v1/providers/${seg(providerId)}/gates`, body),
    rotateSigningKey: () => call('POST', '/v1/signing-keys/rotate', {}),

    request: (method, pathAndQuery, body) => call(method.toUpperCase(), pathAndQuery, body),
    requestRaw: (method, pathAndQuery, jsonText) =>
      sendText(options, stamp, method.toUpperCase(), pathAndQuery, jsonText),
  };
}
