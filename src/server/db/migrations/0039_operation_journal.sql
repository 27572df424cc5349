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
