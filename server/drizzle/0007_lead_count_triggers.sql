-- Decision 0018: lead_counts stays exact, and lead_exits records every lead leaving a
-- (project, assignee) pair, whatever writes `leads`. Statement triggers with transition tables:
-- one grouped upsert per statement, so a bulk update or the seed's batches cost one statement
-- each, not one per row. Upserts go in key order, so two writers never lock counters crosswise.
CREATE FUNCTION lead_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (org_id, project_id, lead_status, assignee_id, n)
  SELECT org_id, project_id, lead_status, assignee_id, count(*)::int
  FROM new_rows
  GROUP BY org_id, project_id, lead_status, assignee_id
  ORDER BY project_id, lead_status, assignee_id
  ON CONFLICT (project_id, lead_status, assignee_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (org_id, project_id, lead_status, assignee_id, n)
  SELECT org_id, project_id, lead_status, assignee_id, sum(delta)::int
  FROM (
    SELECT org_id, project_id, lead_status, assignee_id, 1 AS delta FROM new_rows
    UNION ALL
    SELECT org_id, project_id, lead_status, assignee_id, -1 AS delta FROM old_rows
  ) AS moves
  GROUP BY org_id, project_id, lead_status, assignee_id
  HAVING sum(delta) <> 0
  ORDER BY project_id, lead_status, assignee_id
  ON CONFLICT (project_id, lead_status, assignee_id) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO lead_exits (lead_id, org_id, project_id, assignee_id, exited_at)
  SELECT o.id, o.org_id, o.project_id, o.assignee_id, now()
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE n.project_id IS DISTINCT FROM o.project_id OR n.assignee_id IS DISTINCT FROM o.assignee_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (org_id, project_id, lead_status, assignee_id, n)
  SELECT org_id, project_id, lead_status, assignee_id, -count(*)::int
  FROM old_rows
  GROUP BY org_id, project_id, lead_status, assignee_id
  ORDER BY project_id, lead_status, assignee_id
  ON CONFLICT (project_id, lead_status, assignee_id) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO lead_exits (lead_id, org_id, project_id, assignee_id, exited_at)
  SELECT id, org_id, project_id, assignee_id, now() FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row or statement trigger: empty the derived tables with it. (DELETE: a
-- TRUNCATE here fails when the same statement truncates them too, as wiping the database does.)
CREATE FUNCTION lead_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_counts;
  DELETE FROM lead_exits;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_count_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_add();
--> statement-breakpoint
CREATE TRIGGER leads_count_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_move();
--> statement-breakpoint
CREATE TRIGGER leads_count_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_remove();
--> statement-breakpoint
CREATE TRIGGER leads_count_truncate AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_truncate();
--> statement-breakpoint
-- The leads already there.
INSERT INTO lead_counts (org_id, project_id, lead_status, assignee_id, n)
SELECT org_id, project_id, lead_status, assignee_id, count(*)::int
FROM leads
GROUP BY org_id, project_id, lead_status, assignee_id;
