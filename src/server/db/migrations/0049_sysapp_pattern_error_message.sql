CREATE TABLE "sys_error_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_error_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"error_code" text NOT NULL,
	"language_code" text NOT NULL,
	"message" text NOT NULL,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_error_message_key" UNIQUE("language_code","error_code")
);
--> statement-breakpoint
CREATE TABLE "sys_pattern" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_pattern_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"pattern_no" text NOT NULL,
	"pattern_name" text NOT NULL,
	"regular_expression" text NOT NULL,
	"sample" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_pattern_key" UNIQUE("pattern_no")
);
--> statement-breakpoint
CREATE INDEX "sys_error_message_recent" ON "sys_error_message" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_pattern_recent" ON "sys_pattern" USING btree ("update_date","id");