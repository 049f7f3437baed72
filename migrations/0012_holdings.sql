-- Instruments, holdings and beneficiary designations (issue 12; design.md section 8).
-- One dialect for PGlite and PostgreSQL. Quantities and prices are numeric, never floating point.

-- The operator's instrument registry, shared by every provider. One row per identifier.
CREATE TABLE instruments (
  instrument_id     uuid PRIMARY KEY,
  identifier_scheme text NOT NULL CHECK (identifier_scheme IN ('Cusip', 'Isin', 'Ticker')),
  identifier_value  text NOT NULL,
  name              text,
  asset_class       text NOT NULL,
  currency          text NOT NULL,
  quantity_scale    integer NOT NULL CHECK (quantity_scale BETWEEN 0 AND 8),
  attributes        jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz,
  UNIQUE (identifier_scheme, identifier_value)
);

-- One price per instrument and date (at most 8 decimals, at most 1,000,000,000).
CREATE TABLE instrument_prices (
  instrument_id uuid NOT NULL REFERENCES instruments (instrument_id),
  price_date    date NOT NULL,
  price         numeric(18, 8) NOT NULL CHECK (price > 0),
  PRIMARY KEY (instrument_id, price_date)
);

-- One position per account and instrument. A closed position keeps its row at quantity 0.
-- eligible false is a flagged holding; reasons are the engine's assetEligibility reasons.
CREATE TABLE holdings (
  holding_id    uuid PRIMARY KEY,
  provider_id   uuid NOT NULL REFERENCES providers (provider_id),
  account_id    uuid NOT NULL REFERENCES accounts (account_id),
  instrument_id uuid NOT NULL REFERENCES instruments (instrument_id),
  quantity      numeric(30, 8) NOT NULL CHECK (quantity >= 0),
  eligible      boolean NOT NULL,
  reasons       jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  UNIQUE (account_id, instrument_id)
);
CREATE INDEX holdings_instrument_open ON holdings (instrument_id) WHERE quantity > 0;
CREATE INDEX holdings_flagged ON holdings (provider_id, account_id) WHERE quantity > 0 AND NOT eligible;

-- The trade detail of an InvestmentPurchase or InvestmentSale transaction.
CREATE TABLE investment_trades (
  transaction_id uuid PRIMARY KEY REFERENCES transactions (transaction_id),
  holding_id     uuid NOT NULL REFERENCES holdings (holding_id),
  instrument_id  uuid NOT NULL REFERENCES instruments (instrument_id),
  side           text NOT NULL CHECK (side IN ('Purchase', 'Sale')),
  quantity       numeric(30, 8) NOT NULL CHECK (quantity > 0),
  price          numeric(18, 8) NOT NULL CHECK (price > 0),
  cash_amount    numeric(20, 2) NOT NULL CHECK (cash_amount > 0),
  currency       text NOT NULL,
  trade_date     date NOT NULL
);
CREATE INDEX investment_trades_holding ON investment_trades (holding_id);

-- Beneficiary lists, every one kept: in force from effective_from until effective_to (NULL while
-- current). designations is { Primary, Contingent } as the engine validated it.
CREATE TABLE beneficiary_designations (
  designation_set_id       uuid PRIMARY KEY,
  provider_id              uuid NOT NULL REFERENCES providers (provider_id),
  account_id               uuid NOT NULL REFERENCES accounts (account_id),
  designations             jsonb NOT NULL,
  owner_is_married         boolean,
  owner_state              text,
  spousal_consent_required boolean,
  effective_from           timestamptz NOT NULL,
  effective_to             timestamptz,
  CHECK (effective_to IS NULL OR effective_to >= effective_from)
);
CREATE UNIQUE INDEX beneficiary_designations_current ON beneficiary_designations (account_id)
  WHERE effective_to IS NULL;
CREATE INDEX beneficiary_designations_history ON beneficiary_designations (account_id, effective_from);
