-- Double-entry ledger (design.md section 7) and durable idempotent answers (section 4a).
-- One dialect for PGlite and PostgreSQL.
--
-- A posting belongs to a client account (account_id, bucket, optional sub_account) or to one of
-- the service's own ledger accounts (service_account, the names of SERVICE_LEDGER_ACCOUNTS in
-- src/core/decisions/ledger.ts): exactly one side is set. Every transaction's postings sum to
-- zero per currency, so the whole ledger does.
ALTER TABLE postings ALTER COLUMN account_id DROP NOT NULL;
ALTER TABLE postings ALTER COLUMN bucket DROP NOT NULL;
ALTER TABLE postings ADD COLUMN sub_account text;
ALTER TABLE postings ADD COLUMN service_account text;
ALTER TABLE postings ADD COLUMN currency text;
UPDATE postings SET currency = t.currency FROM transactions t WHERE t.transaction_id = postings.transaction_id;
ALTER TABLE postings ALTER COLUMN currency SET NOT NULL;
ALTER TABLE postings ADD CONSTRAINT postings_one_side CHECK (
  (account_id IS NOT NULL AND bucket IS NOT NULL AND service_account IS NULL)
  OR (account_id IS NULL AND bucket IS NULL AND sub_account IS NULL AND service_account IN
    ('ExternalClearing', 'FeesEarned', 'FederalWithholdingPayable', 'StateWithholdingPayable', 'Forfeitures'))
);
ALTER TABLE postings ADD CONSTRAINT postings_amount_not_zero CHECK (amount <> 0);

-- Backfill: every transaction written before this migration holds only its client side. Its
-- balancing posting goes to the service account on the other side (TRANSACT_CONTRA_ACCOUNT:
-- a Fee to FeesEarned; deposits, Interest, Distribution, Withdrawal, Reimbursement, Adjustment
-- and investment purchases to ExternalClearing).
INSERT INTO postings (transaction_id, account_id, bucket, service_account, amount, currency, created_at)
SELECT p.transaction_id, NULL, NULL,
       CASE WHEN t.entry_type = 'Fee' THEN 'FeesEarned' ELSE 'ExternalClearing' END,
       -SUM(p.amount), t.currency, MIN(p.created_at)
FROM postings p JOIN transactions t ON t.transaction_id = p.transaction_id
GROUP BY p.transaction_id, t.entry_type, t.currency
HAVING SUM(p.amount) <> 0;

CREATE INDEX postings_transaction ON postings (transaction_id);
CREATE INDEX postings_service ON postings (service_account, currency) WHERE service_account IS NOT NULL;

-- Idempotency keeps the original answer with the claim: a retry answers it whatever has
-- changed since (section 4a). response is the answer's body without its RequestId; NULL only
-- inside the transaction that claims the reference. resource_id is no longer needed.
ALTER TABLE idempotency_keys ALTER COLUMN resource_id DROP NOT NULL;
ALTER TABLE idempotency_keys ADD COLUMN response jsonb;
ALTER TABLE idempotency_keys ADD COLUMN http_status integer;

-- Backfill the answers of references claimed before this migration from what they created.
UPDATE idempotency_keys SET http_status = 200,
  response = jsonb_build_object('Status', 1, 'ClientId', resource_id::text)
WHERE response IS NULL AND operation IN ('CreateClient', 'UpdateClient');
UPDATE idempotency_keys SET http_status = 200,
  response = jsonb_build_object('Status', 1, 'AccountId', resource_id::text)
WHERE response IS NULL AND operation IN ('CreateAccount', 'UpdateAccount');
UPDATE idempotency_keys SET http_status = 200,
  response = jsonb_build_object('Status', 1, 'TransactionId', resource_id::text, 'TransactionStatus', t.status)
FROM transactions t
WHERE idempotency_keys.response IS NULL AND t.transaction_id = idempotency_keys.resource_id
  AND idempotency_keys.operation IN ('FundAccount', 'Transact', 'Invest');
