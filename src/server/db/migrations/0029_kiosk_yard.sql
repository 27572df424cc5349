CREATE TABLE "yard_dock_door" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "yard_dock_door_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"door_no" text NOT NULL,
	"door_name" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"door_type" text NOT NULL,
	"capacity_per_hour" bigint NOT NULL,
	"door_status" text NOT NULL,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "yard_dock_door_key" UNIQUE("warehouse_no","door_no")
);
--> statement-breakpoint
CREATE TABLE "yard_appointment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "yard_appointment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"asn_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"supplier_no" text NOT NULL,
	"door_no" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yard_asn_track" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "yard_asn_track_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asn_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"event" text NOT NULL,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yard_check_in" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "yard_check_in_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"queue_no" integer NOT NULL,
	"queue_day" text NOT NULL,
	"asn_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"supplier_no" text NOT NULL,
	"supplier_name" text NOT NULL,
	"door_no" text NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text NOT NULL,
	"plate_no" text NOT NULL,
	"state" text NOT NULL,
	"arrival" text NOT NULL,
	"appointment_id" bigint
);
--> statement-breakpoint
CREATE TABLE "yard_pallet_scan" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "yard_pallet_scan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"check_in_id" bigint NOT NULL,
	"asn_no" text NOT NULL,
	"sscc" text NOT NULL,
	"outcome" text NOT NULL,
	"counted_qty" numeric,
	"photo" text,
	"remark" text
);
--> statement-breakpoint
ALTER TABLE "yard_dock_door" ADD CONSTRAINT "yard_dock_door_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_dock_door" ADD CONSTRAINT "yard_dock_door_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yard_dock_door_recent" ON "yard_dock_door" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "yard_appointment_slot" ON "yard_appointment" USING btree ("warehouse_no","door_no","slot_start");--> statement-breakpoint
CREATE UNIQUE INDEX "yard_appointment_asn_active" ON "yard_appointment" USING btree ("asn_no") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "yard_asn_track_asn" ON "yard_asn_track" USING btree ("asn_no","id");--> statement-breakpoint
CREATE UNIQUE INDEX "yard_check_in_queue" ON "yard_check_in" USING btree ("warehouse_no","queue_day","queue_no");--> statement-breakpoint
CREATE UNIQUE INDEX "yard_check_in_asn_queued" ON "yard_check_in" USING btree ("asn_no") WHERE state in ('checkedIn', 'called', 'atDoor', 'unloading');--> statement-breakpoint
CREATE INDEX "yard_check_in_door" ON "yard_check_in" USING btree ("warehouse_no","door_no","state");--> statement-breakpoint
CREATE UNIQUE INDEX "yard_pallet_scan_key" ON "yard_pallet_scan" USING btree ("check_in_id","sscc");