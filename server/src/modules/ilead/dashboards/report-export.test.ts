import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import {
  dashboardRange,
  indiaDay,
  rangeQuery,
  type TDashboardPeriod,
} from '../../../../../contract/dashboard-filters.ts'
import {
  DASHBOARD_PATHS,
  REPORT_TITLES,
  REPORT_TYPES,
  XLSX_MEDIA_TYPE,
  type TReport,
  type TReportType,
} from '../../../../../contract/dashboards.ts'
import { SITE_VISIT_STATUSES } from '../../../../../contract/domain.ts'
import { reportTable } from '../../../../../contract/report-table.ts'
import { VALIDATION_MESSAGES } from '../../../../../contract/validators.ts'
import { projects, siteVisits } from '../../../db/schema.ts'
import {
  addMember,
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

/**
 * The Excel export of each dashboard report: the file is parsed here and every cell compared with
 * the JSON report for the same body, laid out as the screen's table; text that a spreadsheet
 * could run as a formula comes out as text.
 */

const NOW = new Date()
const DAY = 86_400_000
const INJECTIONS = ['=HYPERLINK("http://x","y")', '@SUM(1)', '+1+2', '-3', '\tTabbed']
const SOURCES = ['Digital', 'Walk-in', ...INJECTIONS]
const STAGES = ['New Lead', 'Qualified', 'Site Visit', 'Booked', 'Dropped']

let suite: LeadSuite
const slug = () => suite.world.slug

beforeAll(async () => {
  suite = await startLeadSuite()
  const { server, world } = suite
  const people = [world.user.salesExecutive, world.user.salesManager, null]
  const made = []
  for (let i = 0; i < 60; i++) {
    made.push(
      await insertLead(server, world, {
        projectId: [world.p1, world.p2][i % 2],
        sourceOfLead: SOURCES[i % SOURCES.length],
        leadStatus: STAGES[i % STAGES.length],
        assigneeId: people[i % people.length],
        createdAt: new Date(NOW.getTime() - (i % 20) * DAY),
        updatedAt: new Date(NOW.getTime() - (i % 5) * DAY),
      }),
    )
  }
  await server.db.insert(siteVisits).values(
    made.slice(0, 30).map((l, i) => ({
      id: randomUUID(),
      orgId: world.orgId,
      projectId: l.projectId,
      leadId: l.id,
      assigneeId: l.assigneeId ?? null,
      status: SITE_VISIT_STATUSES[i % SITE_VISIT_STATUSES.length]!,
      scheduledAt: new Date(NOW.getTime() - (i % 10) * DAY),
    })),
  )
})
afterAll(() => suite.server.close())

function post(session: TSession, path: string, body: unknown) {
  return fetch(`${suite.server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** Every row of the first sheet as plain values, empty cells as null. */
async function cellsOf(bytes: ArrayBuffer): Promise<{ values: unknown[][]; types: number[][] }> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes)
  const sheet = book.worksheets[0]!
  const values: unknown[][] = []
  const types: number[][] = []
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r)
    const width = Math.max(row.cellCount, 1)
    values.push(Array.from({ length: width }, (_, c) => row.getCell(c + 1).value ?? null))
    types.push(Array.from({ length: width }, (_, c) => row.getCell(c + 1).type))
  }
  while (values.length && values.at(-1)!.every((v) => v === null)) values.pop()
  return { values, types }
}

/** Written out here, not with the server's helper: what a spreadsheet must show as text. */
const asText = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s)

function expectedSheet(
  type: TReportType,
  report: TReport,
  period: TDashboardPeriod,
  project: string,
  basis: string,
) {
  const range = dashboardRange(period, NOW)
  const table = reportTable(report, range)
  const axis = type.startsWith('executive-') ? 'Executive' : 'Source'
  return [
    [REPORT_TITLES[type]],
    ['Project', project],
    ['Date basis', basis],
    ['From', indiaDay(range.start)],
    ['To', indiaDay(new Date(range.end.getTime() - 1))],
    [null],
    [axis, ...table.columns, 'Grand Total'],
    ...table.rows.map((r) => [asText(r.label), ...r.cells, r.total]),
    ['Grand Total', ...table.columnTotals, table.grandTotal],
  ]
}

const BASIS: Record<TReportType, string> = {
  'source-wise-lead-stage': 'Lead create date',
  'executive-wise-lead-stage': 'Lead create date',
  'source-wise-current-lead-stage': 'None: every lead as it stands now',
  'source-wise-site-visit': 'Visit scheduled date',
  'executive-wise-site-visit': 'Visit scheduled date',
  'source-wise-booking-trend': 'Booking date',
}

describe('the Excel export of the dashboard reports', () => {
  it('has the JSON report in every cell, for every type, all projects and one', async () => {
    const period: TDashboardPeriod = { preset: 'last30Days' }
    const [p2] = await suite.server.db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, suite.world.p2))
    for (const [projectId, projectName] of [
      [undefined, 'All projects'],
      [suite.world.p2, p2!.name],
    ] as const) {
      const body = { ...rangeQuery(dashboardRange(period, NOW)), projectId }
      for (const type of REPORT_TYPES) {
        const json = await suite.call<TReport>(
          suite.manager,
          'POST',
          DASHBOARD_PATHS.report(slug(), type),
          body,
        )
        expect(json.status).toBe(200)
        const res = await post(suite.manager, DASHBOARD_PATHS.reportExport(slug(), type), body)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe(XLSX_MEDIA_TYPE)
        const range = dashboardRange(period, NOW)
        expect(res.headers.get('content-disposition')).toBe(
          `attachment; filename="${type}_${indiaDay(range.start)}_${indiaDay(new Date(range.end.getTime() - 1))}.xlsx"`,
        )
        const { values } = await cellsOf(await res.arrayBuffer())
        expect(values).toEqual(expectedSheet(type, json.body, period, projectName, BASIS[type]))
      }
    }
  })

  it('writes text a spreadsheet could run as a formula as text', async () => {
    const body = rangeQuery(dashboardRange({ preset: 'last30Days' }, NOW))
    const res = await post(
      suite.manager,
      DASHBOARD_PATHS.reportExport(slug(), 'source-wise-lead-stage'),
      body,
    )
    const { values, types } = await cellsOf(await res.arrayBuffer())
    const labels = values.map((row) => row[0])
    for (const injected of INJECTIONS) expect(labels).toContain(`'${injected}`)
    const labelTypes = types.map((row) => row[0])
    expect(labelTypes).not.toContain(ExcelJS.ValueType.Formula)
  })

  it('answers JSON errors with their status before any file', async () => {
    const bad = await post(
      suite.manager,
      DASHBOARD_PATHS.reportExport(slug(), 'source-wise-lead-stage'),
      { startTime: '2026-03-02T18:30:00.000Z', endTime: '2026-03-01T18:30:00.000Z' },
    )
    expect(bad.status).toBe(400)
    expect(bad.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'endTime', message: VALIDATION_MESSAGES.dateRangeOrder }],
    })

    // Reports on p1 alone: p3's numbers are refused, not answered with zeros.
    const reporterId = await addMember(
      suite.server,
      suite.world,
      'p1-reporter',
      ['DXP_LEAD_REPORT', 'DXP_ADD_LEAD'],
      [suite.world.p1],
    )
    const oneProject = await sessionOf(suite.server, reporterId, suite.world.orgId)
    const body = rangeQuery(dashboardRange({ preset: 'today' }, NOW))
    const notTheirs = await post(
      oneProject,
      DASHBOARD_PATHS.reportExport(slug(), 'source-wise-lead-stage'),
      { ...body, projectId: suite.world.p3 },
    )
    expect(notTheirs.status).toBe(403)
    expect(await notTheirs.json()).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    })
  })
})
