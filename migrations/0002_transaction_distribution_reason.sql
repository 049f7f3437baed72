-- The acctos DistributionReason a Transact entry carried (trump-account Distribution or
-- Withdrawal), shown on the transaction record. NULL for every other transaction, including
-- every row written before this migration. One dialect for PGlite and PostgreSQL.
ALTER TABLE transactions ADD COLUMN distribution_reason text;
