-- Webhooks: endpoints, the outbox (events + deliveries) and the Ed25519 signing keys.
-- One dialect for PGlite and PostgreSQL. Secrets are AES-256-GCM ciphertext (v1.iv.tag.ct).

-- One EventType per endpoint; at most one live endpoint per provider and EventType
-- (spec part 6.1.1), enforced by the partial unique index, not by a check-then-insert.
CREATE TABLE webhook_endpoints (
  endpoint_id uuid PRIMARY KEY,
  provider_id uuid NOT NULL REFERENCES providers (provider_id),
  event_type  text NOT NULL,
  url         text NOT NULL,
  alg         text NOT NULL CHECK (alg IN ('hmac-sha256', 'ed25519')),
  secret_enc  text,
  created_at  timestamptz NOT NULL,
  deleted_at  timestamptz,
  CHECK ((alg = 'hmac-sha256') = (secret_enc IS NOT NULL))
);
CREATE UNIQUE INDEX webhook_endpoints_one_live_per_type ON webhook_endpoints (provider_id, event_type) WHERE deleted_at IS NULL;
CREATE INDEX webhook_endpoints_provider_order ON webhook_endpoints (provider_id, created_at, endpoint_id);

-- An event, written in the same transaction as the change it reports. body is the exact JSON
-- sent on every attempt, so retries carry the same bytes and the same EventId.
CREATE TABLE webhook_events (
  event_id    uuid PRIMARY KEY,
  provider_id uuid NOT NULL REFERENCES providers (provider_id),
  event_type  text NOT NULL,
  occurred_at timestamptz NOT NULL,
  body        text NOT NULL
);

-- The outbox: one row per (event, endpoint). lease_until marks a claim by a dispatcher; an
-- expired lease (a crashed instance) makes the row claimable again.
CREATE TABLE webhook_deliveries (
  delivery_id      uuid PRIMARY KEY,
  event_id         uuid NOT NULL REFERENCES webhook_events (event_id),
  endpoint_id      uuid NOT NULL REFERENCES webhook_endpoints (endpoint_id),
  status           text NOT NULL CHECK (status IN ('Pending', 'Delivered', 'Failed', 'Cancelled')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL,
  deadline_at      timestamptz NOT NULL,
  lease_until      timestamptz,
  last_http_status integer,
  last_error       text,
  delivered_at     timestamptz,
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'Pending';

-- Ed25519 keys published at /.well-known/jwks.json. Exactly one is current (signs); a rotated
-- key stays published until retires_at (the overlap window).
CREATE TABLE webhook_signing_keys (
  kid             text PRIMARY KEY,
  private_key_enc text NOT NULL,
  public_x        text NOT NULL,
  is_current      boolean NOT NULL,
  created_at      timestamptz NOT NULL,
  retires_at      timestamptz
);
CREATE UNIQUE INDEX webhook_signing_keys_one_current ON webhook_signing_keys (is_current) WHERE is_current;
