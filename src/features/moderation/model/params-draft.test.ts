import { describe, expect, it } from 'vitest'
import {
  addRow,
  draftOf,
  draftTotal,
  editRow,
  evenDraft,
  removeRow,
  saveBody,
} from './params-draft.ts'

const saved = draftOf({
  isDefault: false,
  params: [
    { _id: 'p1', label: 'Greeting', definition: 'Greets the lead', weight: 50, dimension: null },
    { _id: 'p2', label: 'Closing', definition: 'Closes the call', weight: 50, dimension: 'intent' },
  ],
})
const input = (label: string, weight: number) => ({
  label,
  definition: `${label} done well`,
  weight,
  dimension: null,
})

describe('the parameters draft', () => {
  it('remembers a saved parameter deleted in the session, but not one made in it', () => {
    const added = addRow(saved, input('Objection handling', 10))
    const newKey = added.rows[2]!.key
    const dropped = removeRow(removeRow(added, newKey), saved.rows[0]!.key)
    expect(dropped.deleted).toEqual(['p1'])
    expect(saveBody(dropped)).toEqual({
      params: [
        {
          _id: 'p2',
          label: 'Closing',
          definition: 'Closes the call',
          weight: 50,
          dimension: 'intent',
        },
      ],
      deleted: ['p1'],
    })
  })

  it('counts 99.9 to 100.1 as 100, blocks over, and evens the weights for "Save Anyway"', () => {
    expect(draftTotal(saved)).toEqual({ total: 100, state: 'ok' })
    const over = editRow(saved, saved.rows[1]!.key, { weight: 51 })
    expect(draftTotal(over)).toEqual({ total: 101, state: 'over' })
    expect(draftTotal(editRow(saved, saved.rows[1]!.key, { weight: 50.1 })).state).toBe('ok')
    const three = addRow(editRow(saved, saved.rows[1]!.key, { weight: 20 }), input('Tone', 10))
    expect(draftTotal(three)).toEqual({ total: 80, state: 'under' })
    const even = evenDraft(three)
    expect(even.rows.map((r) => r.weight)).toEqual([33.34, 33.33, 33.33])
    expect(draftTotal(even)).toEqual({ total: 100, state: 'ok' })
  })
})
