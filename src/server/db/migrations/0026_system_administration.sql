CREATE TABLE "sys_employee" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_employee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_no" text NOT NULL,
	"employee_name" text NOT NULL,
	"sex" text,
	"title" text,
	"tel" text,
	"we_chat" text,
	"email" text,
	"address" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_employee_key" UNIQUE("employee_no")
);
--> statement-breakpoint
CREATE TABLE "sys_role_data" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_role_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"role_no" text NOT NULL,
	"data_type" smallint NOT NULL,
	"data_value" text NOT NULL,
	CONSTRAINT "sys_role_data_key" UNIQUE("role_no","data_type","data_value")
);
--> statement-breakpoint
CREATE TABLE "sys_user_menu" (
	"user_id" bigint NOT NULL,
	"menu_no" text NOT NULL,
	"flags" text[] NOT NULL,
	CONSTRAINT "sys_user_menu_key" UNIQUE("user_id","menu_no")
);
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "outside_user_no" text;--> statement-breakpoint
ALTER TABLE "sys_role_data" ADD CONSTRAINT "sys_role_data_role_no_sys_role_role_no_fk" FOREIGN KEY ("role_no") REFERENCES "public"."sys_role"("role_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_menu" ADD CONSTRAINT "sys_user_menu_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_employee_recent" ON "sys_employee" USING btree ("update_date","id");--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_employee_id_sys_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."sys_employee"("id") ON DELETE no action ON UPDATE no action;