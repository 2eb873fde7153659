-- The row trigger of 0009 refuses UPDATE and DELETE, but TRUNCATE fires no row trigger: it would empty the audit log. A statement trigger refuses it too (the same function, on both engines).
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
