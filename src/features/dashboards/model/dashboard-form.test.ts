import { describe, expect, it } from 'vitest'
import { dashboardRange, rangeQuery } from '../../../../contract/dashboard-filters.ts'
import { VALIDATION_MESSAGES } from '../../../../contract/validators.ts'
import {
  checkDashboardForm,
  formValuesOf,
  formValuesOfSaved,
  savedReportQuery,
} from './dashboard-form.ts'

describe('the analytics dashboard form', () => {
  it("saves the filters' six reports with their period, not its instants", () => {
    const values = formValuesOf({ dateField: 'updatedAt', preset: 'last7Days', projectId: 'p1' })
    const result = checkDashboardForm({ ...values, name: '  Weekly  ' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.body.reports).toHaveLength(6)
    expect(result.body.reports[0]).toEqual({
      type: 'source-wise-lead-stage',
      dateField: 'updatedAt',
      period: { preset: 'last7Days' },
      projectId: 'p1',
    })
  })

  it('names the wrong fields: the name, and a custom period missing a day or reversed', () => {
    const values = formValuesOf({ dateField: 'createdAt', preset: 'custom' }, [
      'source-wise-site-visit',
    ])
    const missing = checkDashboardForm(values)
    expect(missing).toEqual({
      ok: false,
      errors: expect.objectContaining({
        name: expect.any(String),
        'reports.0.fromDate': VALIDATION_MESSAGES.required,
        'reports.0.toDate': VALIDATION_MESSAGES.required,
      }),
    })
    const reversed = checkDashboardForm({
      name: 'Visits',
      reports: [{ ...values.reports[0]!, fromDate: '2026-03-10', toDate: '2026-03-01' }],
    })
    expect(reversed).toEqual({
      ok: false,
      errors: { 'reports.0.toDate': VALIDATION_MESSAGES.dateRangeOrder },
    })
  })

  it('asks a saved period anew whenever it is opened', () => {
    const saved = {
      type: 'source-wise-lead-stage' as const,
      dateField: 'createdAt' as const,
      period: { preset: 'last7Days' as const },
      projectId: null,
    }
    const monday = new Date('2026-03-16T06:00:00Z')
    const friday = new Date('2026-03-20T06:00:00Z')
    expect(savedReportQuery(saved, monday)).toEqual({
      dateField: 'createdAt',
      ...rangeQuery(dashboardRange({ preset: 'last7Days' }, monday)),
    })
    expect(savedReportQuery(saved, friday).startTime).not.toBe(
      savedReportQuery(saved, monday).startTime,
    )
  })

  it('opens a saved dashboard as it was saved, and saves it back unchanged', () => {
    const reports = [
      {
        type: 'executive-wise-site-visit' as const,
        dateField: 'updatedAt' as const,
        period: { preset: 'custom' as const, fromDate: '2026-02-25', toDate: '2026-03-03' },
        projectId: 'p1',
      },
      {
        type: 'source-wise-booking-trend' as const,
        dateField: 'createdAt' as const,
        period: { preset: 'monthToDate' as const },
        projectId: null,
      },
    ]
    const saved = {
      _id: 'd1',
      name: 'Visits',
      reports,
      createdAt: '2026-03-01T00:00:00Z',
      updatedAt: '2026-03-01T00:00:00Z',
    }
    const values = formValuesOfSaved(saved)
    expect(values.reports.map((r) => r.type)).toEqual([
      'executive-wise-site-visit',
      'source-wise-booking-trend',
    ])
    expect(checkDashboardForm(values)).toEqual({ ok: true, body: { name: 'Visits', reports } })
    // One report fewer is a valid dashboard too.
    const fewer = checkDashboardForm({ ...values, reports: values.reports.slice(1) })
    expect(fewer.ok && fewer.body.reports).toEqual([reports[1]])
  })
})
