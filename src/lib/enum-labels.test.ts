import { i18n, type MessageDescriptor } from '@lingui/core'
import { afterAll, describe, expect, it } from 'vitest'
import { BOOKING_STATUSES } from '../../contract/bookings.ts'
import {
  CALL_RESULTS,
  CALL_STATUSES,
  CALL_TYPES,
  NEXT_STEP_KINDS,
} from '../../contract/dispositions.ts'
import { LEAD_STATUSES, SITE_VISIT_STATUSES, TASK_TYPES } from '../../contract/domain.ts'
import { GENDERS, LEAD_INTENTS } from '../../contract/leads.ts'
import { VISIT_TYPES } from '../../contract/site-visits.ts'
import { TASK_STATUSES } from '../../contract/tasks.ts'
import {
  BOOKING_STATUS_LABELS,
  CALL_RESULT_LABELS,
  CALL_STATUS_LABELS,
  CALL_TYPE_LABELS,
  enumLabel,
  GENDER_LABELS,
  LEAD_INTENT_LABELS,
  LEAD_STATUS_LABELS,
  leadStatusLabel,
  NEXT_STEP_LABELS,
  referenceLabel,
  REFERENCE_LABELS,
  TASK_STATUS_LABELS,
  TASK_TYPE_LABELS,
  VISIT_STATUS_LABELS,
  VISIT_TYPE_LABELS,
} from './enum-labels.ts'
import { activateLocale } from './i18n.ts'

const VOCABULARIES = [
  ['lead statuses', LEAD_STATUSES, LEAD_STATUS_LABELS],
  ['genders', GENDERS, GENDER_LABELS],
  ['call types', CALL_TYPES, CALL_TYPE_LABELS],
  ['call statuses', CALL_STATUSES, CALL_STATUS_LABELS],
  ['call results', CALL_RESULTS, CALL_RESULT_LABELS],
  ['next steps', NEXT_STEP_KINDS, NEXT_STEP_LABELS],
  ['task types', TASK_TYPES, TASK_TYPE_LABELS],
  ['task statuses', TASK_STATUSES, TASK_STATUS_LABELS],
  ['visit statuses', SITE_VISIT_STATUSES, VISIT_STATUS_LABELS],
  ['visit types', VISIT_TYPES, VISIT_TYPE_LABELS],
  ['booking statuses', BOOKING_STATUSES, BOOKING_STATUS_LABELS],
  ['lead intents', LEAD_INTENTS, LEAD_INTENT_LABELS],
] as const

describe('enum labels', () => {
  afterAll(() => activateLocale('en'))

  it.each(VOCABULARIES)('words every one of the contract %s', (_name, values, labels) => {
    expect(
      Object.keys(labels)
        .filter((k) => k !== 'all')
        .sort(),
    ).toEqual([...values].sort())
  })

  it.each(VOCABULARIES)(
    'translates every one of the %s into Hindi',
    async (_name, values, labels) => {
      await activateLocale('hi')
      for (const value of values) {
        const hindi = enumLabel(labels, value, i18n)
        expect(hindi, value).not.toBe(value)
        expect(hindi, value).toMatch(/[\u0900-\u097F]/)
      }
    },
  )

  it('translates the standard reference entries into Hindi, and leaves others as they are', async () => {
    await activateLocale('hi')
    for (const value of Object.keys(REFERENCE_LABELS)) {
      expect(referenceLabel(value, i18n), value).toMatch(/[\u0900-\u097F]/)
    }
    expect(referenceLabel('Sharma & Sons Realty', i18n)).toBe('Sharma & Sons Realty')
    expect(referenceLabel('toString', i18n)).toBe('toString')
    expect(enumLabel(GENDER_LABELS, 'Female', i18n)).toBe('महिला')
  })

  it('words a stage the organisation made up as it is, and "all"', async () => {
    await activateLocale('en')
    const translate = (d: MessageDescriptor) => i18n._(d)
    expect(leadStatusLabel('Booked', translate)).toBe('Booked')
    expect(leadStatusLabel('all', translate)).toBe('All')
    expect(leadStatusLabel('Hot lead', translate)).toBe('Hot lead')
  })
})
