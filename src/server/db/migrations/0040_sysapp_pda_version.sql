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
CREATE INDEX "sys_pda_version_created" ON "sys_pda_version" USING btree ("create_date","id");