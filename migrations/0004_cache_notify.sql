-- Per-instance caches of keys, providers and institutions (src/server/cache): any change to
-- these tables tells every instance to forget them, through LISTEN/NOTIFY on acctos_cache.
-- Statement-level triggers: one notification per statement, delivered at commit (and never
-- for a rolled-back change). The payload names the schema and table; listeners clear all.
CREATE OR REPLACE FUNCTION acctos_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('acctos_cache', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER api_keys_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION acctos_cache_notify();
CREATE TRIGGER providers_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION acctos_cache_notify();
CREATE TRIGGER institutions_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON institutions
  FOR EACH STATEMENT EXECUTE FUNCTION acctos_cache_notify();

-- The cause of a refused authentication (unknown key, revoked key, bad signature, ...): the
-- 401 message is one and the same for those, so key ids cannot be enumerated; the audit keeps it.
ALTER TABLE audit_log ADD COLUMN error_detail text;
