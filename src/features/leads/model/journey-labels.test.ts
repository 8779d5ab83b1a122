import { describe, expect, it } from 'vitest'
import { FIELD_ACTION_EVENTS } from '../../../../contract/field-actions.ts'
import {
  JOURNEY_EVENT_LABELS,
  journeyEventLabel,
  journeyEventTitle,
  newestFirst,
} from './journey-labels.ts'

const translate = (d: { message?: string }) => `«${d.message}»`

describe('journey labels', () => {
  it('words a known type through the catalogue and shows an unknown one raw', () => {
    expect(journeyEventLabel('status_changed', translate)).toBe('«Status changed»')
    expect(journeyEventLabel('somethingNew', translate)).toBe('somethingNew')
    expect(journeyEventLabel('toString', translate)).toBe('toString')
  })

  it('says when a routing rule made an assignment', () => {
    const assigned = (data: Record<string, unknown>) =>
      journeyEventTitle({ eventType: 'assigned', data }, translate)
    expect(assigned({ via: 'routing-rule' })).toBe('«Assigned by routing rule»')
    expect(assigned({ via: 'manager' })).toBe('«Assigned»')
  })

  it('words every event a field action writes', () => {
    const unworded = Object.values(FIELD_ACTION_EVENTS).filter(
      (type) => !Object.hasOwn(JOURNEY_EVENT_LABELS, type),
    )
    expect(unworded).toEqual([])
  })

  it('orders newest first', () => {
    const events = [
      { id: 'a', createdAt: '2024-03-01T10:00:00Z' },
      { id: 'b', createdAt: '2024-03-03T10:00:00Z' },
      { id: 'c', createdAt: '2024-03-02T10:00:00Z' },
    ]
    expect(newestFirst(events).map((e) => e.id)).toEqual(['b', 'c', 'a'])
  })
})
