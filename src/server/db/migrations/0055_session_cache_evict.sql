-- Sessions are cached per server instance (src/server/rpc/session.ts). Every change that
-- can alter a signed-in user's session, access or password state NOTIFYs the cache channel
-- (CHANNELS.cache, 'wms_cache') at commit, so every instance evicts what it cached: a session
-- revoked or ended evicts its own key; a change of a user's account columns, roles,
-- grants, data scope, second factor or the password policy evicts every cached session.
CREATE FUNCTION session_cache_evict_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wms_cache', 'session:');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION session_cache_evict_one() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wms_cache', 'session:' || OLD.token_hash);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sys_session_cache_evict AFTER UPDATE OF revoked_at, expires_at, user_id ON sys_session FOR EACH ROW EXECUTE FUNCTION session_cache_evict_one();--> statement-breakpoint
CREATE TRIGGER sys_user_cache_evict AFTER UPDATE OF user_no, user_name, pwd_changed_at, pwd_must_change, user_type, belong_supplier, org_no, warehouse_no, status_code OR DELETE ON sys_user FOR EACH STATEMENT EXECUTE FUNCTION session_cache_evict_all();--> statement-breakpoint
CREATE TRIGGER sys_user_role_cache_evict AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_role FOR EACH STATEMENT EXECUTE FUNCTION session_cache_evict_all();--> statement-breakpoint
CREATE TRIGGER sys_role_cache_evict AFTER UPDATE OR DELETE OR TRUNCATE ON sys_role FOR EACH STATEMENT EXECUTE FUNCTION session_cache_evict_all();--> statement-breakpoint
CREATE TRIGGER sys_role_menu_cache_evict AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_menu FOR EACH STATEMENT EXECUTE FUNCTION session_cache_evict_all();--> statement-breakpoint
CREATE TRIGGER sys_user_menu_cache_evict AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_menu FOR EACH STATEMENT EXECUTE FUNCTION session_cache_evict_all();--> statement-breakpoint
CREATE TRIGGER sys_user_data_cache_evict AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_data FOR EACH STATEMENT EXECUTE FUNCTION session_cache_evict_all();--> statement-breakpoint
CREATE TRIGGER sys_role_data_cache_evict AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_data FOR EACH STATEMENT EXECUTE FUNCTION session_cache_evict_all();--> statement-breakpoint
CREATE TRIGGER sys_user_totp_cache_evict AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_totp FOR EACH STATEMENT EXECUTE FUNCTION session_cache_evict_all();--> statement-breakpoint
CREATE TRIGGER sys_password_policy_cache_evict AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_password_policy FOR EACH STATEMENT EXECUTE FUNCTION session_cache_evict_all();
