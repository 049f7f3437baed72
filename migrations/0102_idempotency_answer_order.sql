-- A stored answer keeps its keys in the order the first answer had them (json, not jsonb: jsonb
-- reorders keys), so an idempotent retry answers the same text as the original (design.md 4a).
-- Answers stored before this keep the order jsonb gave them.
ALTER TABLE idempotency_keys ALTER COLUMN response TYPE json USING response::json;
