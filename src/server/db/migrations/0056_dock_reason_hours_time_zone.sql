ALTER TABLE "bm_warehouse" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "yard_dock_door" ADD COLUMN "hours_mon" text;--> statement-breakpoint
ALTER TABLE "yard_dock_door" ADD COLUMN "hours_tue" text;--> statement-breakpoint
ALTER TABLE "yard_dock_door" ADD COLUMN "hours_wed" text;--> statement-breakpoint
ALTER TABLE "yard_dock_door" ADD COLUMN "hours_thu" text;--> statement-breakpoint
ALTER TABLE "yard_dock_door" ADD COLUMN "hours_fri" text;--> statement-breakpoint
ALTER TABLE "yard_dock_door" ADD COLUMN "hours_sat" text;--> statement-breakpoint
ALTER TABLE "yard_dock_door" ADD COLUMN "hours_sun" text;--> statement-breakpoint
ALTER TABLE "yard_pallet_scan" ADD COLUMN "reason" text;