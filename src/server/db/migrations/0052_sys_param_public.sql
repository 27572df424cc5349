ALTER TABLE "sys_param" ADD COLUMN "is_public" boolean;--> statement-breakpoint
-- The shell reads INIT_CONFIG on start for every user: it stays readable by all (decision 0462).
UPDATE "sys_param" SET "is_public" = true WHERE "param_no" = 'INIT_CONFIG';