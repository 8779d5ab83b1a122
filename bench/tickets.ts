import { sql } from 'drizzle-orm'
import type { Db } from '../server/src/db/client.ts'

/** The ticket list's budget volume: a busy developer's year of customer queries. */
export const BENCH_TICKETS = 5_000
const COMMENTS_PER_TICKET = 4

/**
 * Adds BENCH_TICKETS queries to the project's organisation, straight into the database (the
 * bench measures the list, not 5,000 creates): every status and priority, assigned to the
 * organisation's post-sales users in turn, raised by its home buyers, each with a short
 * conversation, updated over the past year.
 */
export async function seedTickets(db: Db, projectId: string): Promise<void> {
  await db.execute(sql`
    with buyer as (
      select array_agg(m.user_id order by m.user_id) ids from memberships m
      join projects p on p.org_id = m.org_id where p.id = ${projectId} and m.profile_type = 'customer'
    ), staff as (
      select array_agg(m.user_id order by m.user_id) ids from memberships m
      join projects p on p.org_id = m.org_id
      where p.id = ${projectId} and m.department = 'Post Sales'
    )
    insert into tickets (id, org_id, project_id, title, description, status, priority,
      assignee_ids, raised_by_id, created_at, updated_at)
    select gen_random_uuid()::text, p.org_id, p.id, 'Bench query ' || g, 'A customer asks ' || g,
      (array['OPEN','WIP','CLOSED'])[1 + g % 3], (array['LOW','MEDIUM','HIGH'])[1 + g % 3],
      jsonb_build_array(staff.ids[1 + g % array_length(staff.ids, 1)]),
      buyer.ids[1 + g % array_length(buyer.ids, 1)],
      now() - (g || ' hours')::interval - interval '1 day', now() - (g || ' hours')::interval
    from generate_series(1, ${BENCH_TICKETS}) g, projects p, buyer, staff
    where p.id = ${projectId}`)
  await db.execute(sql`
    insert into ticket_comments (id, ticket_id, text, author_id, by_customer, created_at)
    select gen_random_uuid()::text, t.id, 'Comment ' || c, case when c % 2 = 1
      then t.raised_by_id else t.assignee_ids->>0 end, c % 2 = 1,
      t.created_at + (c || ' minutes')::interval
    from tickets t, generate_series(1, ${COMMENTS_PER_TICKET}) c
    where t.project_id = ${projectId} and t.title like 'Bench query %'`)
}
