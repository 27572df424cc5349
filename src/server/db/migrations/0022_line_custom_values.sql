ALTER TABLE "chk_check_stock_line" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "inv_change_line" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "inv_freeze_line" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "inv_release_line" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "inv_stock_release_line" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "inv_transfer_line" ADD COLUMN "custom_values" jsonb;