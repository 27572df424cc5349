-- Base.File: a file row refers to its uploaded content (sys_file_content) by content_id. The content's
-- original name, type and size are copied onto the file row whenever content_id is set or changed; a
-- content belongs to one file at most; a replaced content, and the content of a deleted file, are deleted.
ALTER TABLE "sys_file" ADD CONSTRAINT "sys_file_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "sys_file_content"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_file_content_id_key" ON "sys_file" ("content_id");--> statement-breakpoint
CREATE FUNCTION sys_file_copy_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.content_id IS DISTINCT FROM OLD.content_id THEN
    SELECT c.original_name, c.content_type, c.file_size INTO NEW.original_name, NEW.content_type, NEW.file_size
      FROM sys_file_content c WHERE c.id = NEW.content_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER sys_file_copy_content BEFORE INSERT OR UPDATE ON sys_file FOR EACH ROW EXECUTE FUNCTION sys_file_copy_content();--> statement-breakpoint
CREATE FUNCTION sys_file_drop_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM sys_file_content WHERE id = OLD.content_id;
    RETURN OLD;
  END IF;
  IF NEW.content_id IS DISTINCT FROM OLD.content_id THEN
    DELETE FROM sys_file_content WHERE id = OLD.content_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER sys_file_drop_content AFTER UPDATE OR DELETE ON sys_file FOR EACH ROW EXECUTE FUNCTION sys_file_drop_content();
