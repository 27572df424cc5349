CREATE INDEX "bm_classify_type_recent" ON "bm_classify_type" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_currency_recent" ON "bm_currency" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_customer_recent" ON "bm_customer" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_customer_address_recent" ON "bm_customer_address" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_item_recent" ON "bm_item" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_item_group_recent" ON "bm_item_group" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_org_recent" ON "bm_org" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_supplier_recent" ON "bm_supplier" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_tax_recent" ON "bm_tax" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_warehouse_recent" ON "bm_warehouse" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_zone_recent" ON "bm_zone" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_custom_field_recent" ON "sys_custom_field" USING btree ("update_date","id");