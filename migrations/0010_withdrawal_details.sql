-- The figures of each withdrawal (decideWithdrawal's Records.Withdrawal: codes, taxable amount,
-- withholding, fee, reason, tax form), kept beside its transaction: the tax forms and the
-- required-distribution status read them back. One dialect for PGlite and PostgreSQL.
CREATE TABLE withdrawal_details (
  transaction_id  uuid PRIMARY KEY REFERENCES transactions (transaction_id),
  account_id      uuid NOT NULL REFERENCES accounts (account_id),
  tax_year        integer NOT NULL,
  detail          jsonb NOT NULL
);
CREATE INDEX withdrawal_details_account ON withdrawal_details (account_id, tax_year);
