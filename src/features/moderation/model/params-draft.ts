import {
  evenWeights,
  weightSum,
  weightTotalState,
  type TModerationParams,
  type TParamsSave,
  type TScoreDimension,
  type TWeightTotal,
} from '../../../../contract/agent-moderation.ts'

/** A parameter on the screen: `_id` null until saved (made in this session, or the starting set). */
export interface TParamRow {
  key: string
  _id: string | null
  label: string
  definition: string
  weight: number
  dimension: TScoreDimension | null
}

/** The screen's unsaved list, and the saved parameters deleted in this session. */
export interface TParamsDraft {
  rows: TParamRow[]
  deleted: string[]
}

let keySeq = 0
const nextKey = () => `row-${++keySeq}`

export function draftOf(saved: TModerationParams): TParamsDraft {
  return { rows: saved.params.map((p) => ({ key: nextKey(), ...p })), deleted: [] }
}

export type TRowInput = Omit<TParamRow, 'key' | '_id'>

export function addRow(draft: TParamsDraft, input: TRowInput): TParamsDraft {
  return { ...draft, rows: [...draft.rows, { key: nextKey(), _id: null, ...input }] }
}

export function editRow(draft: TParamsDraft, key: string, input: Partial<TRowInput>): TParamsDraft {
  return { ...draft, rows: draft.rows.map((r) => (r.key === key ? { ...r, ...input } : r)) }
}

/**
 * Removes a row. A saved one is remembered as deleted, so the save sends its deletion; one made
 * in this session is simply gone (spec 001: "a deleted parameter that was not created in the
 * current session is remembered as deleted").
 */
export function removeRow(draft: TParamsDraft, key: string): TParamsDraft {
  const row = draft.rows.find((r) => r.key === key)
  if (!row) return draft
  return {
    rows: draft.rows.filter((r) => r.key !== key),
    deleted: row._id ? [...draft.deleted, row._id] : draft.deleted,
  }
}

/** "Save Anyway": the weights divided equally (exactly 100 in all). */
export function evenDraft(draft: TParamsDraft): TParamsDraft {
  const weights = evenWeights(draft.rows.length)
  return { ...draft, rows: draft.rows.map((r, i) => ({ ...r, weight: weights[i]! })) }
}

export function draftTotal(draft: TParamsDraft): { total: number; state: TWeightTotal } {
  const weights = draft.rows.map((r) => (Number.isFinite(r.weight) ? r.weight : 0))
  return { total: weightSum(weights), state: weightTotalState(weights) }
}

export function saveBody(draft: TParamsDraft): TParamsSave {
  return {
    params: draft.rows.map((r) => ({
      ...(r._id ? { _id: r._id } : {}),
      label: r.label,
      definition: r.definition,
      weight: r.weight,
      dimension: r.dimension,
    })),
    deleted: draft.deleted,
  }
}
