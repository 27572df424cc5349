CREATE TABLE "sys_param" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_param_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"param_no" text NOT NULL,
	"param_name" text NOT NULL,
	"param_value" text,
	"param_type" text,
	"status_code" smallint,
	"remark" text,
	CONSTRAINT "sys_param_key" UNIQUE("param_no")
);
--> statement-breakpoint
CREATE INDEX "sys_param_recent" ON "sys_param" USING btree ("update_date","id");