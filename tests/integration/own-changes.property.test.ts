// IndexedDB for the PWA's Dexie database in Node, before anything opens it.
import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { TSession } from '../../contract/auth.ts'
import { HEADERS, PLATFORM_WEB } from '../../contract/http.ts'
import { LEAD_STAGE_PATHS, type TDropReasonList } from '../../contract/lead-stage.ts'
import { LEAD_PATHS, type TLead, type TLeadUpdate } from '../../contract/leads.ts'
import { QUESTIONNAIRE_PATHS, type TQuestion } from '../../contract/questionnaire.ts'
import { TASK_PATHS, type TTask } from '../../contract/tasks.ts'
import { LEAD_STATUSES, type TLeadStatus } from '../../contract/domain.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../../server/test/lead-fixtures.ts'
import {
  validateDisposition,
  EMPTY_DISPOSITION,
} from '../../src/features/lead-actions/model/disposition-form.ts'
import { validateFollowUp } from '../../src/features/lead-actions/model/follow-up-form.ts'
import {
  readAnswers,
  type TAnswerInputs,
} from '../../src/features/lead-actions/model/questionnaire-form.ts'
import { targetStatuses } from '../../src/features/lead-actions/model/stage-form.ts'
import { validateSchedule } from '../../src/features/lead-actions/model/visit-forms.ts'
import {
  changeStage,
  completeTask,
  logDisposition,
  madeAtNow,
  scheduleFollowUp,
  scheduleVisit,
  submitQuestionnaire,
  type ActionContext,
} from '../../src/features/lead-actions/offline/field-actions.ts'
import { addLeadChunk } from '../../src/features/leads/offline/lead-store.ts'
import { getLocalLead } from '../../src/features/leads/offline/query-leads.ts'
import { followLeadChange, updateLead } from '../../src/features/leads/offline/save-lead.ts'
import { getDb, type OutboxRow } from '../../src/lib/db.ts'
import { randomId } from '../../src/lib/random-id.ts'
import { leadEntity } from '../../src/offline/outbox/entities.ts'
import type { OutboxPrincipal } from '../../src/offline/outbox/principal.ts'
import { createReplayerCore, type SendRow } from '../../src/offline/outbox/replayer-core.ts'

/**
 * Issue 13, item 1: a device's own offline changes never conflict with each other. Random
 * sequences of 2 to 8 actions on one lead are made "offline" through the PWA's own code (the
 * feature functions the screens call, enqueue, the device's copy of the lead, the replayer core
 * on fake-indexeddb), in the way the screens pick their base (the lead as the device shows it),
 * then replayed against a real server with its real rules. Every change must reach the server
 * once, in the order it was made, and none may be refused.
 *
 * Two stand-ins, and why: the outbox's sender is a fetch that shapes failures as src/lib/http.ts
 * does (that module needs a browser window), and Lingui's `msg` macro, which the build compiles
 * away, is replaced by a function giving the same kind of descriptor.
 */
vi.mock('@lingui/core/macro', () => ({
  msg: (source: TemplateStringsArray | { message: string }, ...values: unknown[]) => {
    if (!('raw' in source)) return { id: source.message, message: source.message }
    const message = source.reduce((text, part, i) => `${text}{${i - 1}}${part}`)
    return { id: message, message, values: Object.fromEntries(values.map((v, i) => [i, v])) }
  },
}))

let suite: LeadSuite
let questions: Map<TLeadStatus, TQuestion[]>
let dropReason: string
/** Per Idempotency-Key: how many times it took effect (2xx, not a replay), in first-effect order. */
const effects = new Map<string, number>()

beforeAll(async () => {
  suite = await startLeadSuite()
  suite.server.app.server.on('request', (request, response) => {
    const key = request.headers[HEADERS.idempotencyKey]
    if (typeof key !== 'string') return
    response.on('finish', () => {
      const ok = response.statusCode >= 200 && response.statusCode < 300
      if (!ok || response.getHeader(HEADERS.idempotentReplay) === 'true') return
      effects.set(key, (effects.get(key) ?? 0) + 1)
    })
  })
  // Fetched while online, as the stage panel does for every stage.
  const { slug, p1 } = suite.world
  questions = new Map()
  for (const status of LEAD_STATUSES) {
    const res = await suite.call<{ items: TQuestion[] }>(
      suite.exec,
      'GET',
      `${QUESTIONNAIRE_PATHS.statusQuestions(slug, p1)}?leadStatus=${encodeURIComponent(status)}`,
    )
    questions.set(status, res.body.items)
  }
  const reasons = await suite.call<TDropReasonList>(
    suite.exec,
    'GET',
    LEAD_STAGE_PATHS.dropReasons(slug),
  )
  dropReason = reasons.body.items[0]!.labelName
}, 120_000)
afterAll(() => suite?.server.close())

/** The outbox's sender: the row as http.ts sends it, and its failures as http.ts shapes them. */
function sender(session: TSession, loseFirstAnswer: (row: OutboxRow) => boolean): SendRow {
  const lost = new Set<string>()
  return async (row) => {
    let response: Response
    try {
      response = await fetch(`${suite.server.url}${row.path}`, {
        method: row.method,
        headers: {
          authorization: `Bearer ${session.accessToken}`,
          'content-type': 'application/json',
          [HEADERS.idempotencyKey]: row.id,
          [HEADERS.clientId]: 'property-test',
          [HEADERS.platform]: PLATFORM_WEB,
        },
        body: JSON.stringify(row.body),
      })
    } catch (cause) {
      throw Object.assign(new Error('network'), { kind: 'network', cause })
    }
    const text = await response.text()
    const body = (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined
    // The server committed, but the answer never arrives: the replayer must send it again.
    if (response.ok && loseFirstAnswer(row) && !lost.has(row.id)) {
      lost.add(row.id)
      throw Object.assign(new Error('answer lost'), { kind: 'network' })
    }
    if (!response.ok) {
      const { message, code, fields, ...details } = body ?? {}
      throw Object.assign(new Error(String(message)), {
        kind: 'server',
        status: response.status,
        code,
        serverMessage: message,
        fields,
        details,
      })
    }
    return body
  }
}

/** A datetime-local value `ms` from now, as a form field holds it. */
function localInput(ms: number): string {
  const d = new Date(Date.now() + ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** What a user would type into each question of a stage: the first choice, yes, a number. */
function inputsFor(list: readonly TQuestion[]): TAnswerInputs {
  const inputs: TAnswerInputs = {}
  for (const q of list) {
    if (q.type === 'yesNo') inputs[q._id] = 'yes'
    else if (q.type === 'number') inputs[q._id] = '3'
    else if (q.type === 'multiChoice') inputs[q._id] = [q.options[0] ?? '']
    else if (q.type === 'singleChoice') inputs[q._id] = q.options[0] ?? ''
    else inputs[q._id] = 'Discussed on site'
  }
  return inputs
}

function ok<B>(result: { ok: true; body: B } | { ok: false; errors: unknown }): B {
  if (!result.ok) throw new Error(`invalid form: ${JSON.stringify(result.errors)}`)
  return result.body
}

type TAction =
  | { kind: 'edit'; field: 0 | 1 | 2 }
  | { kind: 'stage'; pick: number }
  | { kind: 'call' }
  | { kind: 'followUp' }
  | { kind: 'taskDone' }
  | { kind: 'siteVisit' }
  | { kind: 'assign' }

const action: fc.Arbitrary<TAction> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('edit' as const), field: fc.constantFrom(0, 1, 2) }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('stage' as const), pick: fc.nat(20) }), weight: 3 },
  fc.constant({ kind: 'call' as const }),
  fc.constant({ kind: 'followUp' as const }),
  fc.constant({ kind: 'taskDone' as const }),
  fc.constant({ kind: 'siteVisit' as const }),
  fc.constant({ kind: 'assign' as const }),
)

interface Run {
  actor: 'exec' | 'manager'
  actions: TAction[]
  /** Per row, by the order it was saved: the server commits but its answer is lost once. */
  lose: boolean[]
}

/** One sequence on a fresh lead; resolves to what the checks need. */
async function play({ actor, actions, lose }: Run) {
  const { world, call } = suite
  const session = actor === 'exec' ? suite.exec : suite.manager
  const me = actor === 'exec' ? world.user.salesExecutive : world.user.salesManager
  const principal: OutboxPrincipal = { userId: me, orgId: world.orgId }
  const db = getDb()
  const inserted = await insertLead(suite.server, world, {
    assigneeId: world.user.salesExecutive,
    fullName: 'Property Lead',
  })
  const leadId = inserted.id
  // Online first: the lead reaches the device (as the lead sync stores a page), and it has an
  // open follow-up to complete.
  const fetched = await call<TLead>(session, 'GET', LEAD_PATHS.lead(world.slug, leadId))
  await addLeadChunk({ ownerId: me, scope: `property-${leadId}`, pass: 1 }, [fetched.body])
  const now = Date.now()
  const task = await call<TTask>(session, 'POST', TASK_PATHS.leadTasks(world.slug, leadId), {
    madeAt: new Date(now).toISOString(),
    dueDate: new Date(now + 60 * 60_000).toISOString(),
    notes: 'Share the price sheet',
  })
  const openTasks = [task.body._id]

  // Offline from here: every action starts from the lead as the device shows it.
  const shown = async () => {
    const lead = await getLocalLead(me, leadId)
    if (!lead) throw new Error('the lead is not on the device')
    return lead
  }
  const context = async (): Promise<ActionContext> => {
    const lead = await shown()
    return {
      slug: world.slug,
      leadId,
      leadName: lead.profile.fullName,
      principal,
      followLead: (change, tx) => followLeadChange(lead, change, { ownerId: me, db: tx }),
    }
  }
  let n = 0
  let assignee = world.user.salesExecutive
  for (const step of actions) {
    n += 1
    const ctx = await context()
    if (step.kind === 'edit') {
      const diffs: TLeadUpdate[] = [
        { version: 0, propertyInterest: { otherPreferences: `Near a park, take ${n}` } },
        { version: 0, profile: { age: 30 + n } },
        { version: 0, labels: [`Visit ${n}`] },
      ]
      const { version: _v, ...diff } = diffs[step.field]!
      await updateLead(world.slug, await shown(), diff, { ownerId: me, principal })
    } else if (step.kind === 'stage') {
      const targets = targetStatuses((await shown()).leadStatus)
      const target = targets[step.pick % targets.length]!
      const list = questions.get(target) ?? []
      let movedAt = madeAtNow(ctx)
      if (list.length > 0) {
        const answers = readAnswers(list, inputsFor(list))
        if (!answers.ok) throw new Error('the answers should be valid')
        await submitQuestionnaire(ctx, {
          projectId: world.p1,
          leadStatus: target,
          answers: answers.answers,
          madeAt: movedAt,
        })
        movedAt = new Date(Date.parse(movedAt) + 1).toISOString()
      }
      await changeStage(ctx, {
        madeAt: movedAt,
        leadStatus: target,
        ...(target === 'Dropped' ? { dropReason } : {}),
      })
    } else if (step.kind === 'call') {
      const values = { ...EMPTY_DISPOSITION, durationMin: '3', notes: `Call ${n}` }
      await logDisposition(ctx, ok(validateDisposition(values, madeAtNow(ctx))))
    } else if (step.kind === 'followUp') {
      const taskId = randomId()
      const values = { dueAt: localInput(2 * 60 * 60_000), notes: `Follow up ${n}` }
      await scheduleFollowUp(
        { ...ctx, newId: () => taskId },
        ok(validateFollowUp(values, madeAtNow(ctx))),
      )
      openTasks.push(taskId)
    } else if (step.kind === 'taskDone') {
      const taskId = openTasks.shift()
      if (taskId) await completeTask(ctx, taskId)
    } else if (step.kind === 'siteVisit') {
      const values = { scheduledAt: localInput(3 * 60 * 60_000), notes: `Visit ${n}` }
      await scheduleVisit(ctx, ok(validateSchedule(values, madeAtNow(ctx))))
    } else if (actor === 'manager') {
      // Assignment is online only (the lead page's Assign): the manager's own version, made on
      // the server while their queued changes still wait.
      assignee =
        assignee === world.user.salesExecutive
          ? world.user.salesExecutive2
          : world.user.salesExecutive
      const res = await call(session, 'PATCH', LEAD_PATHS.bulkAssignee(world.slug), {
        leadIds: [leadId],
        assigneeId: assignee,
      })
      expect(res.status).toBe(200)
    }
  }

  const queued = await db.outbox
    .where('[userId+entity]')
    .equals([me, leadEntity(leadId)])
    .toArray()
  const saved = queued.map((row) => row.id)
  const lostRows = new Set(saved.filter((_, i) => lose[i % lose.length]))
  const replayer = createReplayerCore({
    db,
    send: sender(session, (row) => lostRows.has(row.id)),
    principal: () => principal,
  })
  // Back online: drain until nothing of this lead is left, or something was refused.
  let attention = 0
  for (let round = 0; round < 4 * (saved.length + 1); round++) {
    const summary = await replayer.drain({ ignoreBackoff: true })
    attention += summary.attention
    const left = await db.outbox
      .where('[userId+entity]')
      .equals([me, leadEntity(leadId)])
      .count()
    if (left === 0 || attention > 0) break
  }
  replayer.stop()
  const left = await db.outbox
    .where('[userId+entity]')
    .equals([me, leadEntity(leadId)])
    .toArray()
  await db.outbox.bulkDelete(left.map((row) => row.seq as number))
  const order = [...effects.keys()].filter((key) => saved.includes(key))
  return {
    saved,
    order,
    counts: saved.map((key) => effects.get(key) ?? 0),
    refused: left.map((row) => `${row.method} ${row.path}: ${row.lastError?.message}`),
  }
}

describe('a device’s own offline changes', () => {
  it('reach the server once each, in order, in any order they were made', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          actor: fc.constantFrom('exec' as const, 'manager' as const),
          actions: fc.array(action, { minLength: 2, maxLength: 8 }),
          lose: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        }),
        async (run) => {
          const result = await play(run)
          expect(result.refused).toEqual([])
          expect(result.counts).toEqual(result.saved.map(() => 1))
          expect(result.order).toEqual(result.saved)
        },
      ),
      { numRuns: 40 },
    )
  }, 300_000)
})
