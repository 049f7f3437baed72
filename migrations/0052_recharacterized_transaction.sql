-- A recharacterization's debit on the FIRST IRA names the contribution recharacterized, so that two
-- recharacterizations of one contribution together move at most it (26 CFR 1.408A-5 Q&A-1: what is
-- recharacterized is the contribution, with its net income; docs/decisions/46-conversions-review.md).
ALTER TABLE transactions ADD COLUMN recharacterized_transaction_id uuid;
