import { createHash } from 'node:crypto'
import {
  CALL_RESULTS_BY_STATUS,
  type TCallStatus,
  type TCallType,
} from '../../../contract/dispositions.ts'
import type { TLeadStatus } from '../../../contract/domain.ts'
import type { TQuestionType } from '../../../contract/questionnaire.ts'
import type { calls, dispositions, leadEvents, leads, statusQuestions } from '../db/schema.ts'

/** A stable UUID-shaped id from a name, so re-seeding gives the same ids without a faker stream. */
function nameId(name: string): string {
  const h = createHash('sha256').update(name).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * The call records and dispositions behind the seeded journeys' "call" events: every call the
 * history tells of was logged with a disposition when it happened. The event learns its call's id.
 */
export function buildCallRecords(
  leadRows: readonly (typeof leads.$inferInsert)[],
  events: readonly (typeof leadEvents.$inferInsert)[],
) {
  const byId = new Map(leadRows.map((l) => [l.id, l]))
  const rows = {
    calls: [] as (typeof calls.$inferInsert)[],
    dispositions: [] as (typeof dispositions.$inferInsert)[],
  }
  for (const event of events) {
    const lead = byId.get(event.leadId)
    if (event.eventType !== 'call' || !lead || !event.createdAt) continue
    const data = event.data as {
      callType: TCallType
      callStatus: TCallStatus
      durationSec: number
      callId?: string
    }
    const id = nameId(`call:${event.id}`)
    data.callId = id
    const common = { orgId: lead.orgId, projectId: lead.projectId, leadId: lead.id }
    rows.calls.push({
      id,
      ...common,
      userId: event.actorId,
      callType: data.callType,
      callStatus: data.callStatus,
      durationSec: data.durationSec,
      toNumber: lead.whatsAppNumber,
      provider: 'manual',
      startedAt: new Date(event.createdAt.getTime() - data.durationSec * 1000),
      createdAt: event.createdAt,
    })
    rows.dispositions.push({
      id: nameId(`disposition:${event.id}`),
      ...common,
      callId: id,
      createdById: event.actorId,
      callType: data.callType,
      callStatus: data.callStatus,
      callResult: CALL_RESULTS_BY_STATUS[data.callStatus][0]!,
      durationSec: data.durationSec,
      nextStepKind: 'none',
      madeAt: event.createdAt,
      createdAt: event.createdAt,
    })
  }
  return rows
}

interface QuestionSeed {
  key: string
  text: string
  type: TQuestionType
  options?: string[]
  isMandatory: boolean
}

/** What a sales team asks itself when a lead reaches these stages. */
const QUESTIONS: Partial<Record<TLeadStatus, QuestionSeed[]>> = {
  Qualified: [
    {
      key: 'budget-confirmed',
      text: 'Has the customer confirmed the budget?',
      type: 'yesNo',
      isMandatory: true,
    },
    {
      key: 'decision-maker',
      text: 'Who takes the purchase decision?',
      type: 'singleChoice',
      options: ['Self', 'Spouse', 'Parents', 'Joint family'],
      isMandatory: true,
    },
    {
      key: 'timeline',
      text: 'When does the customer plan to buy?',
      type: 'singleChoice',
      options: ['Within 1 month', '1 to 3 months', '3 to 6 months', 'Later'],
      isMandatory: true,
    },
    {
      key: 'home-loan',
      text: 'Will the customer need a home loan?',
      type: 'yesNo',
      isMandatory: false,
    },
  ],
  'Site Visit': [
    {
      key: 'visitors',
      text: 'How many people came for the visit?',
      type: 'number',
      isMandatory: true,
    },
    {
      key: 'liked',
      text: 'What did the customer like?',
      type: 'multiChoice',
      options: ['Location', 'Amenities', 'Floor plan', 'Price', 'Builder reputation'],
      isMandatory: false,
    },
    { key: 'concerns', text: 'Concerns raised during the visit', type: 'text', isMandatory: false },
  ],
  Dropped: [
    {
      key: 'chose-another',
      text: 'Did the customer choose another project?',
      type: 'yesNo',
      isMandatory: true,
    },
    {
      key: 'other-project',
      text: 'Which project did they choose?',
      type: 'text',
      isMandatory: false,
    },
    {
      key: 'approach-again',
      text: 'Can we approach the customer again later?',
      type: 'singleChoice',
      options: ['Yes, in 3 months', 'Yes, in 6 months', 'No'],
      isMandatory: true,
    },
  ],
}

export function buildStatusQuestions(
  projects: readonly { id: string; orgId: string }[],
): (typeof statusQuestions.$inferInsert)[] {
  return projects.flatMap((project) =>
    Object.entries(QUESTIONS).flatMap(([leadStatus, questions]) =>
      questions.map((q, rank) => ({
        id: nameId(`question:${project.id}:${leadStatus}:${q.key}`),
        orgId: project.orgId,
        projectId: project.id,
        leadStatus,
        key: q.key,
        text: q.text,
        type: q.type,
        options: q.options ?? [],
        isMandatory: q.isMandatory,
        rank: rank + 1,
      })),
    ),
  )
}
