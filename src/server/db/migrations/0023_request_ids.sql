CREATE TABLE "sys_request" (
	"user_no" text NOT NULL,
	"request_id" text NOT NULL,
	"call" text NOT NULL,
	"answer" jsonb,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_request_user_no_request_id_pk" PRIMARY KEY("user_no","request_id")
);
--> statement-breakpoint
CREATE INDEX "sys_request_created" ON "sys_request" USING btree ("create_date");