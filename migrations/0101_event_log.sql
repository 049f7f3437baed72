-- The event log (issue 17): every event is kept in webhook_events whether or not an endpoint
-- listens, listed by GET /v1/events in seq order, redelivered on request, purged after the
-- retention (docs/webhooks.md). Numbered after 0100 (not 0005) because file-name order is the
-- order a fresh database applies them in, and these statements need 0100's tables.
ALTER TABLE webhook_events ADD COLUMN seq bigserial;
-- Milliseconds, as the API shows it, so CreatedAfter=<a CreatedDate> excludes that event itself.
ALTER TABLE webhook_events ADD COLUMN created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now());
CREATE UNIQUE INDEX webhook_events_provider_seq ON webhook_events (provider_id, seq);
CREATE INDEX webhook_events_provider_type_seq ON webhook_events (provider_id, event_type, seq);
CREATE INDEX webhook_events_created ON webhook_events (created_at);
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id);

-- Which instance holds a delivery's lease, so a restarted instance releases its own
-- interrupted claims at start-up instead of waiting for the lease to expire.
ALTER TABLE webhook_deliveries ADD COLUMN claimed_by text;
