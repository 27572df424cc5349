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
CREATE INDEX "sys_barcode_operation_barcode" ON "sys_barcode_operation" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "sys_barcode_operation_created" ON "sys_barcode_operation" USING btree ("create_date","id");