CREATE TABLE "sys_import_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_import_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"module" text NOT NULL,
	"field_no" text NOT NULL,
	"column_name" text NOT NULL,
	"sort" bigint NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_import_config_key" UNIQUE("module","field_no")
);
--> statement-breakpoint
CREATE INDEX "sys_import_config_recent" ON "sys_import_config" USING btree ("update_date","id");