-- User identifiers are unique ignoring case, as token requests look them up (security probe: a
-- member set its identifier to an upper-case spelling of the owner's). Where two users of one
-- organization already differ only in case, the later one gets its id appended, so the index can
-- be built and the earlier user keeps its identifier.
UPDATE "users" u SET "identifier" = u."identifier" || '#' || u."id"
WHERE EXISTS (
  SELECT 1 FROM "users" v
  WHERE v."organization_id" = u."organization_id" AND lower(v."identifier") = lower(u."identifier")
    AND (v."created_at", v."id") < (u."created_at", u."id")
);--> statement-breakpoint
DROP INDEX "users_org_identifier_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "users_org_identifier_uq" ON "users" USING btree ("organization_id",lower("identifier"));
