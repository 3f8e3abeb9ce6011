-- Each API process keeps the principals of recent access tokens in memory (the user or
-- sub-organization, and its organization's license key); any change to those tables is announced
-- on the "ferry_principals" channel, so that every process drops its copies at once.
CREATE OR REPLACE FUNCTION "ferry_principals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ferry_principals', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_principals_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "ferry_principals_changed"();--> statement-breakpoint
CREATE TRIGGER "sub_organizations_principals_changed" AFTER UPDATE OR DELETE ON "sub_organizations" FOR EACH STATEMENT EXECUTE FUNCTION "ferry_principals_changed"();--> statement-breakpoint
CREATE TRIGGER "organizations_principals_changed" AFTER UPDATE OR DELETE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "ferry_principals_changed"();
