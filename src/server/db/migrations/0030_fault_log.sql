CREATE TABLE "sys_fault_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_fault_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fault_id" text NOT NULL,
	"request_id" text NOT NULL,
	"instance" text NOT NULL,
	"url" text NOT NULL,
	"error_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_fault_log_created" ON "sys_fault_log" USING btree ("created_at");