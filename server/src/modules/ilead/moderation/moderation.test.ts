import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  evenWeights,
  MODERATION_MESSAGES,
  MODERATION_PATHS,
  type TDefinitionVerdict,
  type TGeneratedDefinition,
  type TModerationParams,
  type TParamsSave,
} from '../../../../../contract/agent-moderation.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import {
  BLANK_PROPERTY_INTEREST,
  LEAD_PATHS,
  type TLeadScore,
} from '../../../../../contract/leads.ts'
import type { TSession } from '../../../../../contract/auth.ts'
import { moderationParams } from '../../../db/schema.ts'
import {
  addMember,
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'
import { DEFAULT_SCORE_WEIGHTS } from '../scoring/transparent-scorer.ts'
import { DevelopmentDefinitionWriter } from './definition-writer.ts'

let suite: LeadSuite
let viewer: TSession
beforeAll(async () => {
  suite = await startLeadSuite()
  const id = await addMember(suite.server, suite.world, 'moderation-viewer', [
    'DXP_LEAD_ASSIGNMENT',
  ])
  viewer = await sessionOf(suite.server, id, suite.world.orgId)
})
afterAll(() => suite.server.close())
beforeEach(async () => {
  await suite.server.db.delete(moderationParams)
})

const paths = () => ({
  params: MODERATION_PATHS.params(suite.world.slug),
  names: MODERATION_PATHS.paramNames(suite.world.slug),
  generate: MODERATION_PATHS.generateDefinition(suite.world.slug),
  validate: MODERATION_PATHS.validateDefinition(suite.world.slug),
})
const get = (session = suite.manager) =>
  suite.call<TModerationParams & TApiError>(session, 'GET', paths().params)
const save = (body: TParamsSave, session = suite.manager) =>
  suite.call<TModerationParams & TApiError>(session, 'PUT', paths().params, body)

const param = (label: string, weight: number, o: Partial<TParamsSave['params'][number]> = {}) => ({
  label,
  definition: `${label}: how the agent handles ${label.toLowerCase()} on calls with the lead.`,
  weight,
  ...o,
})

describe('agent moderation parameters', () => {
  it('start as the four score dimensions, unsaved, until the organisation saves its own', async () => {
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.body.isDefault).toBe(true)
    expect(res.body.params.map((p) => [p._id, p.label, p.weight, p.dimension])).toEqual([
      [null, 'Ability', 30, 'ability'],
      [null, 'Intent', 30, 'intent'],
      [null, 'Readiness', 25, 'readiness'],
      [null, 'Perception', 15, 'perception'],
    ])
  })

  it('save when the weights total 100, within 99.9 to 100.1', async () => {
    const thirds = await save({
      params: [
        param('Greeting', 33.33),
        param('Product knowledge', 33.33),
        param('Closing', 33.33),
      ],
    })
    expect(thirds.status).toBe(200)
    expect(thirds.body.isDefault).toBe(false)
    expect(thirds.body.params.map((p) => [p.label, p.weight])).toEqual([
      ['Greeting', 33.33],
      ['Product knowledge', 33.33],
      ['Closing', 33.33],
    ])
    expect(thirds.body.params.every((p) => typeof p._id === 'string')).toBe(true)
    const ids = thirds.body.params.map((p) => p._id!)
    const upper = await save({
      params: [
        param('Greeting', 50.05, { _id: ids[0] }),
        param('Product knowledge', 25.05, { _id: ids[1] }),
        param('Closing', 25, { _id: ids[2] }),
      ],
    })
    expect(upper.status).toBe(200)
    expect(upper.body.params.map((p) => p._id)).toEqual(ids)
    const names = await suite.call<{ _id: string; label: string }[]>(viewer, 'GET', paths().names)
    expect(names.body.map((n) => n.label)).toEqual(['Greeting', 'Product knowledge', 'Closing'])
  })

  it('refuse a total over 100 with a 400 naming the field, and under 100 too', async () => {
    const over = await save({ params: [param('Greeting', 50), param('Closing', 51)] })
    expect(over.status).toBe(400)
    expect(over.body.fields).toEqual([
      { field: 'params', message: MODERATION_MESSAGES.overHundred },
    ])
    const justOver = await save({ params: [param('Greeting', 50), param('Closing', 50.11)] })
    expect(justOver.body.fields).toEqual([
      { field: 'params', message: MODERATION_MESSAGES.overHundred },
    ])
    const under = await save({ params: [param('Greeting', 50), param('Closing', 49.8)] })
    expect(under.status).toBe(400)
    expect(under.body.fields).toEqual([
      { field: 'params', message: MODERATION_MESSAGES.underHundred },
    ])
    expect((await get()).body.isDefault).toBe(true)
  })

  it('accept weights evened by "Save Anyway", whatever the count', async () => {
    for (const count of [3, 6, 7]) {
      const weights = evenWeights(count)
      expect(weights.reduce((t, w) => t + w, 0)).toBeCloseTo(100, 6)
      const res = await save({
        params: weights.map((w, i) => param(`Label ${i + 1}`, w)),
        deleted: (await get()).body.params.flatMap((p) => (p._id ? [p._id] : [])),
      })
      expect([count, res.status]).toEqual([count, 200])
      expect(res.body.params).toHaveLength(count)
    }
  })

  it('need a label and a definition, and labels used once', async () => {
    const blank = await save({
      params: [param('Greeting', 50), { label: 'Closing', definition: ' ', weight: 50 }],
    })
    expect(blank.status).toBe(400)
    expect(blank.body.fields?.map((f) => f.field)).toEqual(['params.1.definition'])
    const twice = await save({ params: [param('Greeting', 50), param('greeting', 50)] })
    expect(twice.body.fields).toEqual([
      { field: 'params.1.label', message: MODERATION_MESSAGES.duplicateLabel },
    ])
  })

  it('delete what the save names as deleted, and refuse a save that drops one silently', async () => {
    const first = await save({
      params: [param('Greeting', 40), param('Product knowledge', 30), param('Closing', 30)],
    })
    const [greeting, knowledge, closing] = first.body.params.map((p) => p._id!)
    // Closing is left out and not deleted: someone else's addition, say; not dropped silently.
    const leftOut = await save({
      params: [
        param('Greeting', 40, { _id: greeting }),
        param('Product knowledge', 60, { _id: knowledge }),
      ],
    })
    expect(leftOut.status).toBe(409)
    expect((await get()).body.params).toHaveLength(3)
    const res = await save({
      params: [
        param('Greeting', 40, { _id: greeting }),
        param('Product knowledge', 40, { _id: knowledge }),
        param('Objection handling', 20),
      ],
      deleted: [closing!],
    })
    expect(res.status).toBe(200)
    expect(res.body.params.map((p) => p.label)).toEqual([
      'Greeting',
      'Product knowledge',
      'Objection handling',
    ])
    // A parameter deleted meanwhile is not brought back by a stale save.
    const stale = await save({
      params: [param('Closing', 100, { _id: closing })],
      deleted: [],
    })
    expect(stale.status).toBe(404)
  })

  it('are read by those who see agent performance and changed only with DXP_MODIFY_ROUTING', async () => {
    expect((await get(viewer)).status).toBe(200)
    expect((await get(suite.exec)).status).toBe(403)
    const body = { params: [param('Greeting', 100)] }
    expect((await save(body, viewer)).status).toBe(403)
    expect((await save(body, suite.exec)).status).toBe(403)
    expect((await save(body)).status).toBe(200)
    const generate = await suite.call(viewer, 'POST', paths().generate, { label: 'Greeting' })
    expect(generate.status).toBe(403)
    const validate = await suite.call(viewer, 'POST', paths().validate, {
      label: 'Greeting',
      definition: 'Greeting the lead by name and introducing the project',
    })
    expect(validate.status).toBe(403)
    const other = await suite.call(suite.manager, 'GET', MODERATION_PATHS.params('in/dxp/nowhere'))
    expect([401, 403, 404]).toContain(other.status)
  })
})

describe('definitions through the development writer', () => {
  it('generates the same definition for the same label, and says which writer wrote it', async () => {
    const a = await suite.call<TGeneratedDefinition>(suite.manager, 'POST', paths().generate, {
      label: 'Objection handling',
    })
    const b = await suite.call<TGeneratedDefinition>(suite.manager, 'POST', paths().generate, {
      label: 'Objection handling',
    })
    expect(a.status).toBe(200)
    expect(a.body).toEqual(b.body)
    expect(a.body.writer).toBe('development')
    expect(a.body.definition).toMatch(/^Objection handling: /)
    const blank = await suite.call<TApiError>(suite.manager, 'POST', paths().generate, {
      label: '  ',
    })
    expect(blank.status).toBe(400)
    expect(blank.body.fields?.[0]?.field).toBe('label')
  })

  it('validates a definition: long enough and about its label', async () => {
    const verdict = (label: string, definition: string) =>
      suite.call<TDefinitionVerdict>(suite.manager, 'POST', paths().validate, { label, definition })
    const generated = await new DevelopmentDefinitionWriter().generate('Closing')
    expect((await verdict('Closing', generated)).body).toEqual({
      valid: true,
      reason: null,
      writer: 'development',
    })
    expect((await verdict('Closing', 'Too short')).body).toMatchObject({
      valid: false,
      reason: 'Use at least 6 words',
    })
    expect(
      (await verdict('Closing', 'How the agent greets the lead by name on the first call')).body,
    ).toMatchObject({ valid: false, reason: 'The definition does not mention the label' })
  })
})

describe('the transparent lead score', () => {
  const score = async () => {
    const lead = await insertLead(suite.server, suite.world, {
      leadStatus: 'Qualified',
      propertyInterest: {
        ...BLANK_PROPERTY_INTEREST,
        purposeOfProperty: 'Self Use',
      },
    })
    const res = await suite.call<TLeadScore>(
      suite.manager,
      'GET',
      LEAD_PATHS.score(suite.world.slug, lead.id),
    )
    expect(res.status).toBe(200)
    return res.body
  }

  it('uses the formula weights until parameters are saved, then the saved weights', async () => {
    const before = await score()
    expect(before.weights).toEqual(DEFAULT_SCORE_WEIGHTS)
    expect(before.readiness).toBe(25) // Qualified
    expect(before.intent).toBe(15) // a purpose is given
    const weighed = (
      s: TLeadScore,
      w: Record<'ability' | 'intent' | 'readiness' | 'perception', number>,
    ) =>
      Math.round(
        (w.ability * s.ability +
          w.intent * s.intent +
          w.readiness * s.readiness +
          w.perception * s.perception) /
          100,
      )
    expect(before.aiScore).toBe(weighed(before, DEFAULT_SCORE_WEIGHTS))

    const saved = await save({
      params: [
        param('Readiness', 80, { dimension: 'readiness' }),
        param('Intent', 10, { dimension: 'intent' }),
        // Not a dimension of the formula: left out of the lead score, so the rest is rescaled.
        param('Greeting', 10),
      ],
    })
    expect(saved.status).toBe(200)
    const after = await score()
    expect(after.weights).toEqual({
      source: 'moderation',
      readiness: 88.89,
      intent: 11.11,
      ability: 0,
      perception: 0,
    })
    expect(after.aiScore).toBe(weighed(after, after.weights!))
    expect(after.aiScore).not.toBe(before.aiScore)
  })
})
