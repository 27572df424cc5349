-- Wakes every server instance after a transaction that wrote outbox rows commits
-- (src/server/events/listener.ts LISTENs on wms_events). One notification per statement;
-- PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION event_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wms_events', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_outbox_notify AFTER INSERT ON event_outbox FOR EACH STATEMENT EXECUTE FUNCTION event_outbox_notify();
