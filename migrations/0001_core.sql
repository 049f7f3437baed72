-- acctos reference service: core tables. One dialect for PGlite and PostgreSQL.
-- Money is numeric(20,2), never floating point. Postings are append-only; a balance is their sum.

CREATE TABLE providers (
  provider_id      uuid PRIMARY KEY,
  name             text NOT NULL,
  contracted_types jsonb NOT NULL DEFAULT '[]'::jsonb,
  satisfied_gates  jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at       timestamptz NOT NULL
);

-- Provider API keys. The secret is AES-256-GCM ciphertext (iv.tag.ciphertext, base64url).
CREATE TABLE api_keys (
  key_id      text PRIMARY KEY,
  provider_id uuid NOT NULL REFERENCES providers (provider_id),
  secret_enc  text NOT NULL,
  created_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);

-- Signatures seen inside the 300 s window: a second sighting is a replay, on any instance.
CREATE TABLE seen_signatures (
  key_id    text NOT NULL,
  signature text NOT NULL,
  seen_at   timestamptz NOT NULL,
  PRIMARY KEY (key_id, signature)
);
CREATE INDEX seen_signatures_seen_at ON seen_signatures (seen_at);

CREATE TABLE institutions (
  institution_id uuid PRIMARY KEY,
  name           text NOT NULL,
  authorities    jsonb NOT NULL,
  asset_scopes   jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at     timestamptz NOT NULL
);

CREATE TABLE clients (
  client_id             uuid PRIMARY KEY,
  provider_id           uuid NOT NULL REFERENCES providers (provider_id),
  client_number         text NOT NULL UNIQUE,
  client_type           text NOT NULL,
  contact               jsonb NOT NULL,
  client_status         text NOT NULL,
  sponsor_id            uuid,
  ofac                  jsonb,
  provider_reference_id text,
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL
);
CREATE INDEX clients_provider_order ON clients (provider_id, created_at, client_id);

CREATE TABLE accounts (
  account_id            uuid PRIMARY KEY,
  provider_id           uuid NOT NULL REFERENCES providers (provider_id),
  client_id             uuid NOT NULL REFERENCES clients (client_id),
  account_number        text NOT NULL UNIQUE,
  account_type_code     text NOT NULL,
  phase                 text NOT NULL,
  account_status        text NOT NULL,
  institution_id        uuid REFERENCES institutions (institution_id),
  currency              text NOT NULL DEFAULT 'USD',
  attributes            jsonb NOT NULL DEFAULT '{}'::jsonb,
  provider_reference_id text,
  established_at        timestamptz NOT NULL,
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL
);
CREATE INDEX accounts_provider_order ON accounts (provider_id, created_at, account_id);
CREATE INDEX accounts_client ON accounts (client_id, created_at, account_id);

-- Kind: Deposit (Fund Account) or Entry (Transact). Status: Pending until a deposit settles, then Posted.
CREATE TABLE transactions (
  transaction_id        uuid PRIMARY KEY,
  provider_id           uuid NOT NULL REFERENCES providers (provider_id),
  account_id            uuid NOT NULL REFERENCES accounts (account_id),
  kind                  text NOT NULL CHECK (kind IN ('Deposit', 'Entry')),
  entry_type            text NOT NULL,
  direction             text NOT NULL CHECK (direction IN ('Credit', 'Debit')),
  amount                numeric(20, 2) NOT NULL CHECK (amount > 0),
  currency              text NOT NULL,
  payment_method_type   text,
  tax_year              integer,
  plan_year             integer,
  contribution_source   text,
  description           text,
  status                text NOT NULL CHECK (status IN ('Pending', 'Posted')),
  provider_reference_id text,
  created_at            timestamptz NOT NULL,
  posted_at             timestamptz
);
CREATE INDEX transactions_account_order ON transactions (account_id, created_at, transaction_id);
CREATE INDEX transactions_pending ON transactions (status, created_at) WHERE status = 'Pending';

-- Append-only ledger lines. Bucket Pending holds unsettled deposits; Settled holds the rest.
CREATE TABLE postings (
  posting_id     bigserial PRIMARY KEY,
  transaction_id uuid NOT NULL REFERENCES transactions (transaction_id),
  account_id     uuid NOT NULL REFERENCES accounts (account_id),
  bucket         text NOT NULL CHECK (bucket IN ('Pending', 'Settled')),
  amount         numeric(20, 2) NOT NULL,
  created_at     timestamptz NOT NULL
);
CREATE INDEX postings_account ON postings (account_id, bucket);

-- Idempotency: a ProviderReferenceId per provider per operation kind, with the request's hash.
-- The primary key makes concurrent duplicates collide in the database, not in application code.
CREATE TABLE idempotency_keys (
  provider_id           uuid NOT NULL,
  operation             text NOT NULL,
  provider_reference_id text NOT NULL,
  request_hash          text NOT NULL,
  resource_id           uuid NOT NULL,
  created_at            timestamptz NOT NULL,
  PRIMARY KEY (provider_id, operation, provider_reference_id)
);

-- Blocks of RequestIds: each instance takes a block of 1000 and numbers inside it, so ids never collide.
CREATE SEQUENCE request_id_blocks START WITH 1 INCREMENT BY 1;

CREATE TABLE audit_log (
  request_id   bigint PRIMARY KEY,
  key_id       text,
  method       text NOT NULL,
  route        text NOT NULL,
  http_status  integer NOT NULL,
  status       integer NOT NULL,
  error_code   text,
  occurred_at  timestamptz NOT NULL,
  duration_ms  integer NOT NULL
);
CREATE INDEX audit_log_time ON audit_log (occurred_at);

-- Human-facing numbers (ClientNumber, AccountNumber), unique and never reused.
CREATE SEQUENCE client_numbers START WITH 1 INCREMENT BY 1;
CREATE SEQUENCE account_numbers START WITH 1 INCREMENT BY 1;
