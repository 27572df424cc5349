CREATE TABLE "sys_sign_in_throttle" (
	"user_no" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "sys_sign_in_throttle_user_no_address_pk" PRIMARY KEY("user_no","address")
);
--> statement-breakpoint
ALTER TABLE "sys_user" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "sys_user" DROP COLUMN "locked_until";