CREATE INDEX "inv_stock_recent" ON "inv_stock" USING btree ("update_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inv_stock_cell_trgm" ON "inv_stock" USING gin ("cell_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_stock_item_trgm" ON "inv_stock" USING gin ("item_no" gin_trgm_ops);