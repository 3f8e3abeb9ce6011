-- Counting an organization's executions by status in a time window (the dashboard's last 7 days,
-- GET /execution with created_from/created_before) reads this index instead of every execution.
CREATE INDEX "executions_org_status_created_idx" ON "executions" USING btree ("organization_id","status","created_at");
