CREATE TABLE "sys_password_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"password_constitute" text DEFAULT '0' NOT NULL,
	"min_length" smallint DEFAULT 8 NOT NULL,
	"default_pwd_hash" text,
	"allow_mistake_times" smallint DEFAULT 5 NOT NULL,
	"lock_time" smallint DEFAULT 15 NOT NULL,
	"is_control_indate" smallint DEFAULT 0 NOT NULL,
	"indate" smallint DEFAULT 90 NOT NULL,
	"is_expire_warn" smallint DEFAULT 0 NOT NULL,
	"predate" smallint DEFAULT 7 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_password_policy_one_row" CHECK ("sys_password_policy"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "pwd_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "pwd_must_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
insert into "sys_password_policy" ("id") values (1);