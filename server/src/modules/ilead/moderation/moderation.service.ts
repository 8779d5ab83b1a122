import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import {
  SCORE_DIMENSIONS,
  weightSum,
  type TModerationParam,
  type TModerationParams,
  type TScoreDimension,
  type TScoreWeights,
  type ZParamsSave,
} from '../../../../../contract/agent-moderation.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import type { AuthContext } from '../../../security/access.ts'
import { DEFAULT_SCORE_WEIGHTS } from '../scoring/transparent-scorer.ts'
import {
  deleteParams,
  insertParam,
  paramRows,
  paramRowsOf,
  updateParam,
  type ParamRow,
} from './moderation.repository.ts'

/**
 * The starting set, until an organisation saves its own: the transparent score's four
 * dimensions with the formula's published weights (transparent-scorer.ts).
 */
export const DEFAULT_PARAMS: readonly Omit<TModerationParam, '_id'>[] = [
  {
    label: 'Ability',
    definition:
      'Ability: whether the lead can afford the home: a stated budget that fits the available units, an income that supports it, and known funding.',
    weight: 30,
    dimension: 'ability',
  },
  {
    label: 'Intent',
    definition:
      'Intent: how much the lead wants to buy: a stated purpose and unit type, connected calls, and site visits scheduled or done.',
    weight: 30,
    dimension: 'intent',
  },
  {
    label: 'Readiness',
    definition:
      'Readiness: how soon the lead can buy: possession wanted within a year, and how far the lead has moved through the stages.',
    weight: 25,
    dimension: 'readiness',
  },
  {
    label: 'Perception',
    definition:
      'Perception: how well the agent knows the lead: a complete profile and recent activity with the lead.',
    weight: 15,
    dimension: 'perception',
  },
]

const DEFAULT_WEIGHTS = DEFAULT_SCORE_WEIGHTS

const toParam = (row: ParamRow): TModerationParam => ({
  _id: row.id,
  label: row.label,
  definition: row.definition,
  weight: row.weight,
  dimension: row.dimension,
})

export async function listParams(db: Conn, auth: AuthContext): Promise<TModerationParams> {
  const rows = await paramRows(db, auth.orgId)
  if (!rows.length)
    return { params: DEFAULT_PARAMS.map((p) => ({ _id: null, ...p })), isDefault: true }
  return { params: rows.map(toParam), isDefault: false }
}

export async function paramNames(db: Conn, auth: AuthContext) {
  const rows = await paramRows(db, auth.orgId)
  return rows.map((r) => ({ _id: r.id, label: r.label }))
}

/**
 * Saves the whole list: updates the saved parameters it names, adds the new ones, deletes the
 * ones deleted in the session. A saved parameter it neither names nor deletes was added by
 * someone else meanwhile: 409, reload (a save never drops it silently). The weights total 100
 * (99.9 to 100.1), checked by the body's schema.
 */
export async function saveParams(
  tx: Conn,
  auth: AuthContext,
  body: z.output<typeof ZParamsSave>,
  now: Date,
): Promise<TModerationParams> {
  const existing = await paramRows(tx, auth.orgId)
  const known = new Set(existing.map((r) => r.id))
  const deleted = new Set(body.deleted)
  const named = new Set<string>()
  for (const p of body.params) {
    if (!p._id) continue
    if (!known.has(p._id) || deleted.has(p._id))
      throw new AppError(404, 'PARAM_NOT_FOUND', 'This parameter was deleted; reload the list', {
        paramId: p._id,
      })
    named.add(p._id)
  }
  if (existing.some((r) => !named.has(r.id) && !deleted.has(r.id)))
    throw new AppError(
      409,
      'PARAMS_CHANGED',
      'The parameters were changed meanwhile; reload the list',
    )

  await deleteParams(
    tx,
    auth.orgId,
    [...deleted].filter((id) => known.has(id)),
  )
  for (const [rank, p] of body.params.entries()) {
    const values = {
      label: p.label,
      definition: p.definition,
      weight: Math.round(p.weight * 100) / 100,
      dimension: p.dimension,
      rank,
    }
    if (p._id) await updateParam(tx, auth.orgId, p._id, values, now)
    else
      await insertParam(tx, {
        id: randomUUID(),
        orgId: auth.orgId,
        ...values,
        createdAt: now,
        updatedAt: now,
      })
  }
  return listParams(tx, auth)
}

/**
 * The lead score's dimension weights from saved parameters: each dimension gets the weights of
 * the parameters that name it, in percent of all the parameters that name one (parameters the
 * formula cannot measure are left out). None named: the formula's own weights.
 */
export function scoreWeightsOf(
  rows: readonly Pick<ParamRow, 'weight' | 'dimension'>[],
): TScoreWeights {
  const measured = rows.filter((r) => r.dimension !== null)
  const total = weightSum(measured.map((r) => r.weight))
  if (total <= 0) return DEFAULT_WEIGHTS
  const percent = (d: TScoreDimension) =>
    Math.round(
      (weightSum(measured.filter((r) => r.dimension === d).map((r) => r.weight)) / total) * 10000,
    ) / 100
  return {
    source: 'moderation',
    ...(Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, percent(d)])) as Record<
      TScoreDimension,
      number
    >),
  }
}

/** Each organisation's score weights, for scoring leads of several at once. */
export async function scoreWeightsByOrg(
  db: Conn,
  orgIds: readonly string[],
): Promise<Map<string, TScoreWeights>> {
  const unique = [...new Set(orgIds)]
  const rows = await paramRowsOf(db, unique)
  return new Map(unique.map((org) => [org, scoreWeightsOf(rows.filter((r) => r.orgId === org))]))
}
