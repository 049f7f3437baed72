-- Each client account's running totals (issue 9, speed): the sums of its client postings, kept in
-- the same transaction as the postings that change them (src/server/store/ledger.ts appendEntries),
-- so reading a balance is one row, not a sum over every posting the account ever had. The
-- postings stay the only source of truth: the ledger check (acctos ledger check, and a test after
-- every integration suite) proves every row equals the sum of its account's entries.
CREATE TABLE account_totals (
  account_id      uuid PRIMARY KEY REFERENCES accounts (account_id),
  pending         numeric NOT NULL DEFAULT 0,
  settled         numeric NOT NULL DEFAULT 0,
  settled_credits numeric NOT NULL DEFAULT 0,
  settled_debits  numeric NOT NULL DEFAULT 0
);

INSERT INTO account_totals (account_id, pending, settled, settled_credits, settled_debits)
SELECT account_id,
  COALESCE(SUM(CASE WHEN bucket = 'Pending' THEN amount END), 0),
  COALESCE(SUM(CASE WHEN bucket = 'Settled' THEN amount END), 0),
  COALESCE(SUM(CASE WHEN bucket = 'Settled' AND amount > 0 THEN amount END), 0),
  COALESCE(SUM(CASE WHEN bucket = 'Settled' AND amount < 0 THEN -amount END), 0)
FROM postings WHERE account_id IS NOT NULL GROUP BY account_id;
