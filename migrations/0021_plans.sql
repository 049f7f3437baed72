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
