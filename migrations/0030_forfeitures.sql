-- Forfeitures (issue 10; POST /v1/accounts/{AccountId}/forfeitures, decideForfeiture): a health
-- or dependent-care FSA's plan year close (its carryover to the next plan year's account, the rest
-- to the Forfeitures service account) and a commuter account's termination. One dialect for
-- PGlite and PostgreSQL. The money itself is in transactions and postings; this is the record of
-- the operation: what the rule decided, and which transactions carry it.
CREATE TABLE forfeitures (
  forfeiture_id          uuid PRIMARY KEY,
  provider_id            uuid NOT NULL REFERENCES providers (provider_id),
  account_id             uuid NOT NULL REFERENCES accounts (account_id),
  reason                 text NOT NULL CHECK (reason IN ('PlanYearEnd', 'Termination')),
  plan_year              integer,
  currency               text NOT NULL,
  forfeited_amount       numeric(20, 2) NOT NULL CHECK (forfeited_amount >= 0),
  carried_over_amount    numeric(20, 2) NOT NULL CHECK (carried_over_amount >= 0),
  carryover_account_id   uuid REFERENCES accounts (account_id),
  details                jsonb NOT NULL DEFAULT '{}'::jsonb,
  transaction_ids        jsonb NOT NULL,
  provider_reference_id  text,
  created_at             timestamptz NOT NULL,
  CHECK (forfeited_amount > 0 OR carried_over_amount > 0),
  CHECK ((carried_over_amount = 0) = (carryover_account_id IS NULL))
);
-- A plan year closes once: the account is the plan year's.
CREATE UNIQUE INDEX forfeitures_plan_year_once ON forfeitures (account_id) WHERE reason = 'PlanYearEnd';
CREATE INDEX forfeitures_account ON forfeitures (account_id, created_at);
-- What a plan year received from the one before (its CarriedOverIn).
CREATE INDEX forfeitures_carryover ON forfeitures (carryover_account_id) WHERE carryover_account_id IS NOT NULL;
