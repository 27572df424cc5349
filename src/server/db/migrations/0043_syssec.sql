CREATE TABLE "sys_operation_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_operation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_no" text NOT NULL,
	"user_name" text NOT NULL,
	"call" text NOT NULL,
	"module_no" text,
	"request_id" text NOT NULL,
	"client_request_id" text,
	"outcome" text NOT NULL,
	"input" jsonb,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_operation_log_created" ON "sys_operation_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_operation_log_user" ON "sys_operation_log" USING btree ("user_no","created_at");--> statement-breakpoint
-- The operation journal is append-only (issue 16): the function of the ledger's guards refuses UPDATE, DELETE and TRUNCATE.
CREATE TRIGGER sys_operation_log_append_only BEFORE UPDATE OR DELETE ON sys_operation_log FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER sys_operation_log_no_truncate BEFORE TRUNCATE ON sys_operation_log FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TABLE "sys_user_totp" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_time_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "id" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "sys_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "sys_password_policy" ADD COLUMN "is_admin_totp" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user_totp" ADD CONSTRAINT "sys_user_totp_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_id_unique" UNIQUE("id");