-- A rule number names one rule across barcode, lot and container rules, so generateNumber(tx, ruleNo, …)
-- finds exactly one rule. Each table's unique key covers its own numbers; this trigger refuses a number
-- another kind already uses, as a unique violation (answered DUPLICATE_KEY). The advisory lock on the
-- number serializes concurrent inserts of the same number into different tables.
CREATE FUNCTION bm_rule_no_unique() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
  rule_no text := to_jsonb(NEW) ->> key_column;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('bm_rule_no'), hashtext(rule_no));
  IF (TG_TABLE_NAME <> 'bm_bar_rule' AND EXISTS (SELECT 1 FROM bm_bar_rule WHERE bar_rule_no = rule_no))
    OR (TG_TABLE_NAME <> 'bm_lot_rule' AND EXISTS (SELECT 1 FROM bm_lot_rule WHERE lot_rule_no = rule_no))
    OR (TG_TABLE_NAME <> 'bm_box_rule' AND EXISTS (SELECT 1 FROM bm_box_rule WHERE box_rule_no = rule_no)) THEN
    RAISE EXCEPTION 'rule number % is used by another rule', rule_no
      USING ERRCODE = 'unique_violation', DETAIL = format('Key (%s)=(%s) already exists.', key_column, rule_no);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bm_bar_rule_no_unique BEFORE INSERT ON bm_bar_rule FOR EACH ROW EXECUTE FUNCTION bm_rule_no_unique('bar_rule_no');
--> statement-breakpoint
CREATE TRIGGER bm_lot_rule_no_unique BEFORE INSERT ON bm_lot_rule FOR EACH ROW EXECUTE FUNCTION bm_rule_no_unique('lot_rule_no');
--> statement-breakpoint
CREATE TRIGGER bm_box_rule_no_unique BEFORE INSERT ON bm_box_rule FOR EACH ROW EXECUTE FUNCTION bm_rule_no_unique('box_rule_no');
