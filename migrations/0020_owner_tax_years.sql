-- Issue 15: the owner's facts by tax year (PUT /v1/clients/{ClientId}/tax-years/{TaxYear}), with
-- the engine's names as one JSON object; and the commuter sub-account a deposit funded. One
-- dialect for PGlite and PostgreSQL.
CREATE TABLE client_tax_years (
  client_id   uuid NOT NULL REFERENCES clients (client_id),
  provider_id uuid NOT NULL REFERENCES providers (provider_id),
  tax_year    integer NOT NULL CHECK (tax_year BETWEEN 1975 AND 2100),
  facts       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (client_id, tax_year)
);
ALTER TABLE transactions ADD COLUMN sub_account text CHECK (sub_account IN ('Transit', 'Parking'));

-- Employer benefit plans (POST /v1/plans): the plan year, its grace period or carryover, run-out.
CREATE TABLE plans (
  plan_id               uuid PRIMARY KEY,
  provider_id           uuid NOT NULL REFERENCES providers (provider_id),
  employer_id           uuid NOT NULL,
  account_type_code     text NOT NULL,
  plan_year             integer NOT NULL,
  plan_year_start_date  text,
  mode                  text NOT NULL CHECK (mode IN ('GracePeriod', 'Carryover', 'Neither')),
  grace_period_months   numeric(4, 2),
  carryover_amount      numeric(20, 2),
  run_out_days          integer,
  provider_reference_id text,
  created_at            timestamptz NOT NULL
);
