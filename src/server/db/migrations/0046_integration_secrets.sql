CREATE TABLE "sys_callback_message" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"callback_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_callback_secret" (
	"callback_id" bigint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_integration_source_auth" (
	"source_id" bigint PRIMARY KEY NOT NULL,
	"auth_header" text NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_callback" ADD COLUMN "secret_set" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "sys_integration_source" ADD COLUMN "auth_set" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "sys_callback_message" ADD CONSTRAINT "sys_callback_message_message_id_sys_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sys_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_callback_message" ADD CONSTRAINT "sys_callback_message_callback_id_sys_callback_id_fk" FOREIGN KEY ("callback_id") REFERENCES "public"."sys_callback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_callback_secret" ADD CONSTRAINT "sys_callback_secret_callback_id_sys_callback_id_fk" FOREIGN KEY ("callback_id") REFERENCES "public"."sys_callback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_integration_source_auth" ADD CONSTRAINT "sys_integration_source_auth_source_id_sys_integration_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sys_integration_source"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_callback_message_callback" ON "sys_callback_message" USING btree ("callback_id","message_id");--> statement-breakpoint
-- Existing Authorization header values move to their write-only table (the column is dropped by 0046).
INSERT INTO "sys_integration_source_auth" ("source_id", "auth_header", "update_name") SELECT "id", "auth_header", 'migration' FROM "sys_integration_source" WHERE "auth_header" IS NOT NULL AND "auth_header" <> '';--> statement-breakpoint
UPDATE "sys_integration_source" SET "auth_set" = true WHERE "auth_header" IS NOT NULL AND "auth_header" <> '';
--> statement-breakpoint
ALTER TABLE "sys_integration_source" DROP COLUMN "auth_header";