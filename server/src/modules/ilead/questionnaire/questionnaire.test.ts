import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { TApiError } from '../../../../../contract/common.ts'
import {
  QUESTIONNAIRE_ERROR_CODES,
  QUESTIONNAIRE_MESSAGES,
  QUESTIONNAIRE_PATHS,
  type TAnswer,
  type TQuestion,
  type TQuestionnaireResponse,
} from '../../../../../contract/questionnaire.ts'
import { questionnaireResponses } from '../../../db/schema.ts'
import { at, execLead, journeyTypes } from '../../../../test/field-action-fixtures.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
let qualified: TQuestion[]
beforeAll(async () => {
  suite = await startLeadSuite()
  qualified = (await questions(suite.world.p1, 'Qualified')).items
})
afterAll(() => suite.server.close())

async function questions(projectId: string, leadStatus: string) {
  const res = await suite.call<{ items: TQuestion[] }>(
    suite.exec,
    'GET',
    `${QUESTIONNAIRE_PATHS.statusQuestions(suite.world.slug, projectId)}?leadStatus=${encodeURIComponent(leadStatus)}`,
  )
  return res.body
}
const q = (key: string) => qualified.find((x) => x.key === key)!
const submit = (leadId: string, answers: TAnswer[], o: object = {}) =>
  suite.call<TQuestionnaireResponse & TApiError>(
    suite.exec,
    'POST',
    QUESTIONNAIRE_PATHS.statusQuestions(suite.world.slug, suite.world.p1),
    { leadId, leadStatus: 'Qualified', answers, madeAt: at(), ...o },
  )
const complete = (): TAnswer[] => [
  { questionId: q('budget-confirmed')._id, value: true },
  { questionId: q('decision-maker')._id, value: 'Spouse' },
  { questionId: q('timeline')._id, value: '1 to 3 months' },
]

describe('the questionnaire per lead status', () => {
  it('asks the seeded questions of a status in order, and none for a status without', async () => {
    expect(qualified.map((x) => [x.key, x.type, x.isMandatory])).toEqual([
      ['budget-confirmed', 'yesNo', true],
      ['decision-maker', 'singleChoice', true],
      ['timeline', 'singleChoice', true],
      ['home-loan', 'yesNo', false],
    ])
    expect((await questions(suite.world.p1, 'Dropped')).items).toHaveLength(3)
    expect((await questions(suite.world.p1, 'Booked')).items).toEqual([])
  })

  it('needs every mandatory answer, and choices among the options', async () => {
    const lead = await execLead(suite)
    const res = await submit(lead.id, [
      { questionId: q('budget-confirmed')._id, value: 'yes' },
      { questionId: q('decision-maker')._id, value: 'Neighbour' },
    ])
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(QUESTIONNAIRE_ERROR_CODES.answersInvalid)
    expect(res.body.fields).toEqual([
      { field: `answers.${q('budget-confirmed')._id}`, message: QUESTIONNAIRE_MESSAGES.wrongType },
      { field: `answers.${q('decision-maker')._id}`, message: QUESTIONNAIRE_MESSAGES.notAnOption },
      { field: `answers.${q('timeline')._id}`, message: QUESTIONNAIRE_MESSAGES.required },
    ])
    const stray = await submit(lead.id, [...complete(), { questionId: randomUUID(), value: 'x' }])
    expect(stray.body.fields?.[0]?.message).toBe(QUESTIONNAIRE_MESSAGES.unknownQuestion)
    const none = await submit(lead.id, [], { leadStatus: 'Booked' })
    expect(none.body.fields).toEqual([
      { field: 'leadStatus', message: QUESTIONNAIRE_MESSAGES.noQuestions },
    ])
  })

  it('keeps the answers with the questions as asked, once per client-made id, and tells the journey', async () => {
    const lead = await execLead(suite)
    const _id = randomUUID()
    const answers = [...complete(), { questionId: q('home-loan')._id, value: false }]
    const res = await submit(lead.id, answers, { _id })
    expect(res.status).toBe(201)
    expect(res.body.answers).toContainEqual({
      questionId: q('decision-maker')._id,
      value: 'Spouse',
      key: 'decision-maker',
      text: 'Who takes the purchase decision?',
    })
    expect((await submit(lead.id, answers, { _id })).status).toBe(200)
    expect(
      await suite.server.db
        .select()
        .from(questionnaireResponses)
        .where(eq(questionnaireResponses.leadId, lead.id)),
    ).toHaveLength(1)
    const read = await suite.call<{ items: TQuestionnaireResponse[] }>(
      suite.manager,
      'GET',
      QUESTIONNAIRE_PATHS.leadAnswers(suite.world.slug, lead.id),
    )
    expect(read.body.items.map((r) => r._id)).toEqual([_id])
    expect(await journeyTypes(suite, suite.manager, lead.id)).toEqual(['questionnaire_answered'])
  })

  it('hides leads the caller cannot see, and leads of another project', async () => {
    const theirs = await insertLead(suite.server, suite.world, {
      assigneeId: suite.world.user.salesManager,
    })
    expect((await submit(theirs.id, complete())).status).toBe(404)
    const elsewhere = await execLead(suite, { projectId: suite.world.p2 })
    expect((await submit(elsewhere.id, complete())).status).toBe(404)
    const noScope = await suite.call(
      suite.postSales,
      'GET',
      `${QUESTIONNAIRE_PATHS.statusQuestions(suite.world.slug, suite.world.p1)}?leadStatus=Qualified`,
    )
    expect(noScope.status).toBe(403)
  })
})
