CREATE TABLE "out_pack" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "out_pack_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"out_notice_no" text NOT NULL,
	"seq" integer NOT NULL,
	"sscc" text NOT NULL,
	"status_code" text NOT NULL,
	CONSTRAINT "out_pack_sscc" UNIQUE("sscc"),
	CONSTRAINT "out_pack_seq" UNIQUE("head_id","seq")
);
--> statement-breakpoint
CREATE TABLE "out_pack_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "out_pack_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"pack_id" bigint NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text NOT NULL,
	"qty" numeric(20, 6) NOT NULL,
	CONSTRAINT "out_pack_line_key" UNIQUE("pack_id","item_no","lot_no")
);
--> statement-breakpoint
ALTER TABLE "bm_doc_type" ADD COLUMN "is_pack_control" boolean;--> statement-breakpoint
ALTER TABLE "out_pack_line" ADD CONSTRAINT "out_pack_line_pack_id_out_pack_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."out_pack"("id") ON DELETE cascade ON UPDATE no action;