CREATE TABLE "sys_export_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_export_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"module" text NOT NULL,
	"export_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"columns" text[] NOT NULL,
	CONSTRAINT "sys_export_template_key" UNIQUE("module","export_name")
);
--> statement-breakpoint
ALTER TABLE "bm_classify_type" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "bm_currency" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "bm_customer" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "bm_customer_address" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "bm_item" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "bm_item_group" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "bm_org" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "bm_supplier" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "bm_tax" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "bm_warehouse" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "bm_zone" ADD COLUMN "zone_x" numeric;--> statement-breakpoint
ALTER TABLE "bm_zone" ADD COLUMN "zone_y" numeric;--> statement-breakpoint
ALTER TABLE "bm_zone" ADD COLUMN "zone_width" numeric;--> statement-breakpoint
ALTER TABLE "bm_zone" ADD COLUMN "zone_depth" numeric;--> statement-breakpoint
ALTER TABLE "bm_zone" ADD COLUMN "zone_rotation" numeric;--> statement-breakpoint
ALTER TABLE "bm_zone" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "sys_custom_field" ADD COLUMN "custom_values" jsonb;--> statement-breakpoint
ALTER TABLE "sys_param" ADD COLUMN "custom_values" jsonb;