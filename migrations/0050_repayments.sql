-- A Repayment deposit (ContributionSource Repayment, docs/decisions/30-repayments.md): the
-- early-distribution exception it repays (Form 5498 box 14b) and, when the service paid it, the
-- repaid distribution (its earlier repayments are summed by this column).
ALTER TABLE transactions ADD COLUMN repayment_of text;
ALTER TABLE transactions ADD COLUMN repaid_transaction_id uuid;
CREATE INDEX transactions_repaid ON transactions (repaid_transaction_id) WHERE repaid_transaction_id IS NOT NULL;
