ALTER TABLE "yard_pallet_scan" ADD COLUMN "counted" jsonb;--> statement-breakpoint
ALTER TABLE "yard_pallet_scan" ADD COLUMN "item_no" text;