import { describe, expect, it } from 'vitest'
import { dashboardRange, rangeQuery } from '../../../../contract/dashboard-filters.ts'
import { VALIDATION_MESSAGES } from '../../../../contract/validators.ts'
import { checkDashboardForm, formValuesOf, savedReportQuery } from './dashboard-form.ts'

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
})
