CREATE TABLE "sys_business_control" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_business_control_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"control_no" text NOT NULL,
	"control_name" text NOT NULL,
	"control_mode" text NOT NULL,
	"control_value" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_business_control_key" UNIQUE("control_no")
);
--> statement-breakpoint
CREATE TABLE "sys_feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"feedback_no" text NOT NULL,
	"feedback_type" text NOT NULL,
	"subject" text NOT NULL,
	"feedback_state" text DEFAULT '0',
	"content" text NOT NULL,
	"reply_content" text,
	"reply_name" text,
	"reply_date" timestamp with time zone,
	"custom_values" jsonb,
	CONSTRAINT "sys_feedback_key" UNIQUE("feedback_no")
);
--> statement-breakpoint
CREATE TABLE "sys_barcode_operation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_barcode_operation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"barcode" text NOT NULL,
	"operation_type" text NOT NULL,
	"module" text NOT NULL,
	"detail" text,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_pda_version" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_pda_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version_no" text NOT NULL,
	"remark" text,
	"original_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_pda_version_key" UNIQUE("version_no")
);
--> statement-breakpoint
CREATE INDEX "sys_business_control_recent" ON "sys_business_control" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_feedback_recent" ON "sys_feedback" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_barcode_operation_barcode" ON "sys_barcode_operation" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "sys_barcode_operation_created" ON "sys_barcode_operation" USING btree ("create_date","id");--> statement-breakpoint
CREATE INDEX "sys_pda_version_created" ON "sys_pda_version" USING btree ("create_date","id");