-- The ledger's history is append-only (DESIGN.md "Inventory is a ledger"): corrections are new
-- documents (reversals), never edits. The database refuses UPDATE, DELETE and TRUNCATE of the
-- transactions and of the postings that make them idempotent.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER inv_transaction_append_only BEFORE UPDATE OR DELETE ON inv_transaction FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER inv_transaction_no_truncate BEFORE TRUNCATE ON inv_transaction FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER inv_posting_append_only BEFORE UPDATE OR DELETE ON inv_posting FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER inv_posting_no_truncate BEFORE TRUNCATE ON inv_posting FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Balances are updated in place all day: free space on each page lets PostgreSQL update a row
-- without touching the key index (HOT update).
ALTER TABLE inv_stock SET (fillfactor = 80);
