CREATE TABLE "bm_print_template_file" (
	"template_id" bigint PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bm_print_template" ADD COLUMN "template_file" text;--> statement-breakpoint
ALTER TABLE "bm_print_template_file" ADD CONSTRAINT "bm_print_template_file_template_id_bm_print_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bm_print_template"("id") ON DELETE cascade ON UPDATE no action;