CREATE TABLE "sys_licence" (
	"id" integer PRIMARY KEY NOT NULL,
	"licence_text" text NOT NULL,
	"activated_by" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL
);
