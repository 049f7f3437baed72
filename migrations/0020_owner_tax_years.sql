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
