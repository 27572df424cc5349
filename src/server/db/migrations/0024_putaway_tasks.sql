CREATE TABLE "in_putaway_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_putaway_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"task_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"source_line_no" integer NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"cell_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text NOT NULL,
	"container_no" text NOT NULL,
	"stock_status" text NOT NULL,
	"qty" numeric(20, 6) NOT NULL,
	"proposed_cell_no" text,
	"to_cell_no" text,
	"status_code" text NOT NULL,
	"put_name" text,
	"put_date" timestamp with time zone,
	CONSTRAINT "in_putaway_line_key" UNIQUE("task_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "in_putaway_request" (
	"request_id" text PRIMARY KEY NOT NULL,
	"user_no" text NOT NULL,
	"answer" jsonb,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "in_putaway_task" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_putaway_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"task_no" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_no" text NOT NULL,
	"head_id" bigint NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text NOT NULL,
	"is_suspend" boolean DEFAULT false NOT NULL,
	"worker_no" text,
	CONSTRAINT "in_putaway_task_task_no_unique" UNIQUE("task_no")
);
--> statement-breakpoint
ALTER TABLE "in_notice_head" ADD COLUMN "receipt_round" bigint;--> statement-breakpoint
ALTER TABLE "in_putaway_line" ADD CONSTRAINT "in_putaway_line_task_id_in_putaway_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."in_putaway_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "in_putaway_line_done" ON "in_putaway_line" USING btree ("warehouse_no","put_date");--> statement-breakpoint
CREATE INDEX "in_putaway_task_doc" ON "in_putaway_task" USING btree ("doc_type","head_id");--> statement-breakpoint
CREATE INDEX "in_putaway_task_open" ON "in_putaway_task" USING btree ("warehouse_no","status_code");