CREATE TABLE "read_generations" (
	"org_id" text PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
-- Decision 0024: an organisation's read generation changes in every transaction that writes a
-- table the cached answers read. Deferred row triggers bump it once per organisation at commit
-- (a transaction-local note skips the organisation's other rows), so the generation row is
-- locked only from the commit's start to its end: no write waits on it for a whole transaction,
-- and no lock order with lead_counts or lead rows can deadlock on it. Values come from a
-- sequence, so a truncated or restored table never repeats one a cache may hold.
CREATE SEQUENCE read_generation_seq;
--> statement-breakpoint
CREATE FUNCTION read_generation_bump_org(org text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(current_setting('siteoffice.read_generation_bumped', true), '');
BEGIN
  IF org IS NULL OR position(' ' || org || ' ' IN done) > 0 THEN
    RETURN;
  END IF;
  PERFORM set_config('siteoffice.read_generation_bumped', done || ' ' || org || ' ', true);
  INSERT INTO read_generations AS g (org_id, generation)
  VALUES (org, nextval('read_generation_seq'))
  ON CONFLICT (org_id) DO UPDATE SET generation = excluded.generation;
END $$;
--> statement-breakpoint
-- Tables with an org_id column.
CREATE FUNCTION read_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM read_generation_bump_org(OLD.org_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM read_generation_bump_org(NEW.org_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- lead_events: the organisation of its lead (a lead deleted with it bumps through leads).
CREATE FUNCTION read_generation_bump_by_lead() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lead text := CASE WHEN TG_OP = 'DELETE' THEN OLD.lead_id ELSE NEW.lead_id END;
BEGIN
  PERFORM read_generation_bump_org(org_id) FROM leads WHERE id = lead;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- users: names shown in answers (assignees, callers), in every organisation of the user.
CREATE FUNCTION read_generation_bump_by_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person text := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  PERFORM read_generation_bump_org(org_id) FROM memberships WHERE user_id = person;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row trigger: every organisation gets a new generation.
CREATE FUNCTION read_generation_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE read_generations SET generation = nextval('read_generation_seq');
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['leads', 'tasks', 'site_visits', 'calls', 'dispositions', 'recordings',
      'questionnaire_responses', 'bookings', 'projects', 'entity_labels'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_generation_bump()',
      t || '_read_generation', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['leads', 'lead_events', 'tasks', 'site_visits', 'calls',
      'dispositions', 'recordings', 'questionnaire_responses', 'bookings', 'projects',
      'entity_labels', 'users'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION read_generation_truncate()',
      t || '_read_generation_truncate', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER lead_events_read_generation AFTER INSERT OR UPDATE OR DELETE
  ON lead_events DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION read_generation_bump_by_lead();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_read_generation AFTER INSERT OR UPDATE OR DELETE
  ON users DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION read_generation_bump_by_user();
