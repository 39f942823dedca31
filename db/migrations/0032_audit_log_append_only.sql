-- Hand-written (issue 38): the audit log is append-only in the database itself, whoever connects. An UPDATE, a
-- DELETE or a TRUNCATE of admin_audit_log is refused; the one change let through is the actor's foreign key set to
-- NULL by the database when that person's account is deleted (ON DELETE SET NULL: the entry keeps the e-mail, and
-- nothing else of it may change in that update).
CREATE FUNCTION "admin_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND OLD."actor_id" IS NOT NULL AND NEW."actor_id" IS NULL
    AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'admin_audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Audit entries are never changed or removed.';
END $$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "admin_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_truncate" BEFORE TRUNCATE ON "admin_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_log_append_only"();
