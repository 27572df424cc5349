CREATE TABLE "out_wave" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "out_wave_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"wave_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"wave_template_no" text NOT NULL,
	"group_key" text NOT NULL,
	"status_code" text NOT NULL,
	CONSTRAINT "out_wave_no" UNIQUE("wave_no")
);
--> statement-breakpoint
CREATE TABLE "out_wave_notice" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "out_wave_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"wave_id" bigint NOT NULL,
	"head_id" bigint NOT NULL,
	CONSTRAINT "out_wave_notice_key" UNIQUE("wave_id","head_id")
);
--> statement-breakpoint
CREATE TABLE "out_release" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "out_release_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"out_notice_no" text NOT NULL,
	"plate_no" text NOT NULL,
	"driver_name" text,
	"seal_no" text,
	CONSTRAINT "out_release_head" UNIQUE("head_id")
);
--> statement-breakpoint
ALTER TABLE "out_wave_notice" ADD CONSTRAINT "out_wave_notice_wave_id_out_wave_id_fk" FOREIGN KEY ("wave_id") REFERENCES "public"."out_wave"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "out_wave_status" ON "out_wave" USING btree ("warehouse_no","status_code");--> statement-breakpoint
CREATE INDEX "out_wave_notice_head" ON "out_wave_notice" USING btree ("head_id");