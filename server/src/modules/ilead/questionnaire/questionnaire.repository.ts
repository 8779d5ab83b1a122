import { and, asc, desc, eq } from 'drizzle-orm'
import type { TLeadStatus } from '../../../../../contract/domain.ts'
import type { TQuestion, TQuestionnaireResponse } from '../../../../../contract/questionnaire.ts'
import type { Conn } from '../../../db/client.ts'
import { questionnaireResponses, statusQuestions, users } from '../../../db/schema.ts'
import { personOf } from '../field-actions.ts'

export type QuestionRecord = typeof statusQuestions.$inferSelect

export const toQuestion = (q: QuestionRecord): TQuestion => ({
  _id: q.id,
  projectId: q.projectId,
  leadStatus: q.leadStatus as TLeadStatus,
  key: q.key,
  text: q.text,
  type: q.type,
  options: q.options,
  isMandatory: q.isMandatory,
  rank: q.rank,
})

/** The project's active questions for a lead status, in rank order. */
export function activeQuestions(db: Conn, orgId: string, projectId: string, leadStatus: string) {
  return db
    .select()
    .from(statusQuestions)
    .where(
      and(
        eq(statusQuestions.orgId, orgId),
        eq(statusQuestions.projectId, projectId),
        eq(statusQuestions.leadStatus, leadStatus),
        eq(statusQuestions.isActive, true),
      ),
    )
    .orderBy(asc(statusQuestions.rank), asc(statusQuestions.id))
}

function selectResponses(db: Conn) {
  return db
    .select({
      r: questionnaireResponses,
      by: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(questionnaireResponses)
    .leftJoin(users, eq(users.id, questionnaireResponses.answeredById))
}

type ResponseRow = Awaited<ReturnType<ReturnType<typeof selectResponses>['execute']>>[number]

const toResponse = ({ r, by }: ResponseRow): TQuestionnaireResponse => ({
  _id: r.id,
  leadId: r.leadId,
  projectId: r.projectId,
  leadStatus: r.leadStatus as TLeadStatus,
  answers: r.answers,
  answeredBy: personOf(by),
  madeAt: r.madeAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
})

export async function responseById(db: Conn, id: string) {
  const [row] = await selectResponses(db).where(eq(questionnaireResponses.id, id))
  return row ? toResponse(row) : undefined
}

/** The lead's last 100 responses, newest first. */
export async function responsesOfLead(db: Conn, leadId: string) {
  const rows = await selectResponses(db)
    .where(eq(questionnaireResponses.leadId, leadId))
    .orderBy(desc(questionnaireResponses.createdAt), desc(questionnaireResponses.id))
    .limit(100)
  return rows.map(toResponse)
}

/** A stored response by id, as stored (no mapping): for telling a replay. */
export async function findResponse(db: Conn, id: string) {
  const [row] = await db
    .select()
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.id, id))
  return row
}

export async function insertResponse(
  db: Conn,
  response: typeof questionnaireResponses.$inferInsert,
) {
  await db.insert(questionnaireResponses).values(response)
}
