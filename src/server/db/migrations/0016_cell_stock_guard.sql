-- A cell whose balances hold on-hand stock cannot be deleted, whatever the call (generic delete,
-- batchDeleteCellsData, SQL): raised as a foreign-key violation, which the API answers IN_USE.
CREATE FUNCTION bm_cell_stock_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM inv_stock s
    WHERE s.org_no = OLD.org_no AND s.warehouse_no = OLD.warehouse_no AND s.cell_no = OLD.cell_no AND s.on_hand <> 0
  ) THEN
    RAISE EXCEPTION 'cell % of warehouse % holds stock', OLD.cell_no, OLD.warehouse_no USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER bm_cell_stock_guard BEFORE DELETE ON bm_cell FOR EACH ROW EXECUTE FUNCTION bm_cell_stock_guard();
