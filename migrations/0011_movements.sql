-- Money between accounts (issue 11; docs/movements.md): transfers, rollovers, Roth conversions
-- and recharacterizations. One dialect for PGlite and PostgreSQL.
--
-- A movement between two accounts of the service books each side's transaction against the
-- service ledger account MovementsInTransit (src/core/decisions/ledger.ts), which every movement
-- nets to zero.
ALTER TABLE postings DROP CONSTRAINT postings_one_side;
ALTER TABLE postings ADD CONSTRAINT postings_one_side CHECK (
  (account_id IS NOT NULL AND bucket IS NOT NULL AND service_account IS NULL)
  OR (account_id IS NULL AND bucket IS NULL AND sub_account IS NULL AND service_account IN
    ('ExternalClearing', 'FeesEarned', 'FederalWithholdingPayable', 'StateWithholdingPayable', 'Forfeitures',
     'MovementsInTransit'))
);

-- One row per movement: the owner's history for the one-rollover-per-year rule and the year's
-- conversions (Form 8606 line 8). from_account_id is NULL for money from outside the service.
CREATE TABLE movements (
  movement_id            uuid PRIMARY KEY,
  provider_id            uuid NOT NULL REFERENCES providers (provider_id),
  client_id              uuid NOT NULL REFERENCES clients (client_id),
  kind                   text NOT NULL CHECK (kind IN
    ('TrusteeTransfer', 'DirectRollover', 'IndirectRollover', 'RothConversion', 'Recharacterization')),
  from_account_id        uuid REFERENCES accounts (account_id),
  from_account_type_code text NOT NULL,
  to_account_id          uuid NOT NULL REFERENCES accounts (account_id),
  to_account_type_code   text NOT NULL,
  amount                 numeric(20, 2) NOT NULL CHECK (amount > 0),
  currency               text NOT NULL,
  distribution_date      date NOT NULL,
  completed_date         date NOT NULL,
  taxable_amount         numeric(20, 2) NOT NULL,
  provider_reference_id  text,
  created_at             timestamptz NOT NULL
);
CREATE INDEX movements_client ON movements (client_id, distribution_date);

-- The movement side of a transaction (each movement writes one on each account of the service):
-- the account on the other side and the tax reporting of this side.
CREATE TABLE movement_transactions (
  transaction_id          uuid PRIMARY KEY REFERENCES transactions (transaction_id),
  movement_id             uuid NOT NULL REFERENCES movements (movement_id),
  counterparty_account_id uuid,
  form_1099r              jsonb,
  form_5498               jsonb,
  taxable_amount          numeric(20, 2),
  five_year_period_begins date
);
CREATE INDEX movement_transactions_movement ON movement_transactions (movement_id);
