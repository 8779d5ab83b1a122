import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { FIELD_ACTION_EVENTS } from '../../../../../contract/field-actions.ts'
import {
  QUESTIONNAIRE_ERROR_CODES,
  QUESTIONNAIRE_MESSAGES,
  type TAnswer,
  type TQuestionnaireResponse,
  type ZQuestionnaireSubmit,
} from '../../../../../contract/questionnaire.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import type { TStoredAnswer } from '../../../db/schema.ts'
import { AppError } from '../../../errors.ts'
import type { AuthContext } from '../../../security/access.ts'
import {
  actionableLead,
  appendEvent,
  eventTime,
  fieldError,
  madeAtOf,
  replayOf,
  WORK_SCOPES,
} from '../field-actions.ts'
import { leadNotFound, visibleLead } from '../leads/leads.service.ts'
import {
  activeQuestions,
  findResponse,
  insertResponse,
  responseById,
  responsesOfLead,
  toQuestion,
  type QuestionRecord,
} from './questionnaire.repository.ts'

export async function questionsFor(
  db: Conn,
  auth: AuthContext,
  projectId: string,
  leadStatus: string,
) {
  return { items: (await activeQuestions(db, auth.orgId, projectId, leadStatus)).map(toQuestion) }
}

const isBlank = (v: TAnswer['value']) =>
  (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)

/** Why an answer does not fit its question, or null. */
function answerProblem(q: QuestionRecord, v: TAnswer['value']): string | null {
  switch (q.type) {
    case 'singleChoice':
      if (typeof v !== 'string') return QUESTIONNAIRE_MESSAGES.wrongType
      return q.options.includes(v) ? null : QUESTIONNAIRE_MESSAGES.notAnOption
    case 'multiChoice':
      if (!Array.isArray(v)) return QUESTIONNAIRE_MESSAGES.wrongType
      return v.every((o) => q.options.includes(o)) && new Set(v).size === v.length
        ? null
        : QUESTIONNAIRE_MESSAGES.notAnOption
    case 'text':
      return typeof v === 'string' ? null : QUESTIONNAIRE_MESSAGES.wrongType
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? null : QUESTIONNAIRE_MESSAGES.wrongType
    case 'yesNo':
      return typeof v === 'boolean' ? null : QUESTIONNAIRE_MESSAGES.wrongType
  }
}

/** Every problem of the answers, as the 400's fields (`answers.<questionId>`). */
export function checkAnswers(questions: readonly QuestionRecord[], answers: readonly TAnswer[]) {
  const fields: { field: string; message: string }[] = []
  const byId = new Map(questions.map((q) => [q.id, q]))
  const seen = new Set<string>()
  for (const a of answers) {
    const field = `answers.${a.questionId}`
    const q = byId.get(a.questionId)
    if (!q) fields.push({ field, message: QUESTIONNAIRE_MESSAGES.unknownQuestion })
    else if (seen.has(a.questionId))
      fields.push({ field, message: QUESTIONNAIRE_MESSAGES.duplicateAnswer })
    else if (!isBlank(a.value)) {
      const problem = answerProblem(q, a.value)
      if (problem) fields.push({ field, message: problem })
    }
    seen.add(a.questionId)
  }
  for (const q of questions) {
    const answer = answers.find((a) => a.questionId === q.id)
    if (q.isMandatory && (!answer || isBlank(answer.value))) {
      fields.push({ field: `answers.${q.id}`, message: QUESTIONNAIRE_MESSAGES.required })
    }
  }
  return fields
}

export async function leadResponses(db: Conn, auth: AuthContext, leadId: string) {
  await visibleLead(db, auth, leadId)
  return { items: await responsesOfLead(db, leadId) }
}

export async function submitAnswers(
  tx: Tx,
  auth: AuthContext,
  projectId: string,
  body: z.output<typeof ZQuestionnaireSubmit>,
  now: Date,
): Promise<{ response: TQuestionnaireResponse; created: boolean }> {
  const { lead } = await actionableLead(tx, auth, body.leadId, WORK_SCOPES)
  // The lead of another project is not found under this project.
  if (lead.projectId !== projectId) throw leadNotFound()
  const madeAt = madeAtOf(body.madeAt, now)
  if (body._id) {
    const replay = replayOf(await findResponse(tx, body._id), lead.id)
    if (replay) return { response: (await responseById(tx, replay.id))!, created: false }
  }
  const questions = await activeQuestions(tx, auth.orgId, projectId, body.leadStatus)
  if (questions.length === 0) {
    throw fieldError('leadStatus', QUESTIONNAIRE_MESSAGES.noQuestions)
  }
  const fields = checkAnswers(questions, body.answers)
  if (fields.length) {
    throw new AppError(400, QUESTIONNAIRE_ERROR_CODES.answersInvalid, fields[0]!.message, {
      fields,
    })
  }
  const byId = new Map(questions.map((q) => [q.id, q]))
  const answers: TStoredAnswer[] = body.answers
    .filter((a) => !isBlank(a.value))
    .map((a) => ({ ...a, key: byId.get(a.questionId)!.key, text: byId.get(a.questionId)!.text }))
  const id = body._id ?? randomUUID()
  await insertResponse(tx, {
    id,
    orgId: lead.orgId,
    projectId,
    leadId: lead.id,
    leadStatus: body.leadStatus,
    answers,
    answeredById: auth.userId,
    madeAt,
    createdAt: now,
  })
  await appendEvent(
    tx,
    auth,
    lead.id,
    FIELD_ACTION_EVENTS.questionnaireAnswered,
    { responseId: id, leadStatus: body.leadStatus, answered: answers.length, madeAt: body.madeAt },
    eventTime(madeAt, now),
  )
  return { response: (await responseById(tx, id))!, created: true }
}
