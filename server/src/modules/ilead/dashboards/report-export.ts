import { PassThrough, type Readable } from 'node:stream'
import { indiaDay } from '../../../../../contract/dashboard-filters.ts'
import { REPORT_TITLES, type TReportType } from '../../../../../contract/dashboards.ts'
import {
  isExecutiveReport,
  REPORT_AXIS,
  reportTable,
} from '../../../../../contract/report-table.ts'
import type { Conn } from '../../../db/client.ts'
import type { AuthContext } from '../../../security/access.ts'
import { XlsxSheetWriter } from '../reports/xlsx.ts'
import { projectNameOf } from './dashboards.repository.ts'
import { rangeOf, report, type DashboardQuery } from './dashboards.service.ts'

const ALL_PROJECTS = 'All projects'
const GRAND_TOTAL = 'Grand Total'

/** What the export's header says the report's dates go by. */
function basisOf(type: TReportType, q: DashboardQuery): string {
  if (type === 'source-wise-current-lead-stage') return 'None: every lead as it stands now'
  if (REPORT_AXIS[type] === 'visitStatus') return 'Visit scheduled date'
  if (REPORT_AXIS[type] === 'month') return 'Booking date'
  return q.dateField === 'updatedAt' ? 'Lead update date' : 'Lead create date'
}

export interface ReportFile {
  filename: string
  stream: Readable
}

/**
 * A dashboard report as an .xlsx file: a header block (report, project, date basis, the India
 * days of the range), then the table the PWA shows, built by the same `reportTable`, with its
 * Grand Total column and row. The report is counted before anything is streamed, so a refusal
 * (a project not the caller's) still answers JSON with its status.
 */
export async function reportExport(
  db: Conn,
  auth: AuthContext,
  type: TReportType,
  q: DashboardQuery,
): Promise<ReportFile> {
  const counted = await report(db, auth, type, q)
  const range = rangeOf(q)
  const project = q.projectId
    ? ((await projectNameOf(db, auth.orgId, q.projectId)) ?? q.projectId)
    : ALL_PROJECTS
  const [from, to] = [indiaDay(range.start), indiaDay(new Date(range.end.getTime() - 1))]
  const table = reportTable(counted, range)

  const stream = new PassThrough()
  const sheet = await XlsxSheetWriter.open(stream, 'Report', [
    28,
    ...table.columns.map(() => 14),
    14,
  ])
  sheet.row([REPORT_TITLES[type]], true)
  sheet.row(['Project', project])
  sheet.row(['Date basis', basisOf(type, q)])
  sheet.row(['From', from])
  sheet.row(['To', to])
  sheet.row([])
  sheet.row([isExecutiveReport(type) ? 'Executive' : 'Source', ...table.columns, GRAND_TOTAL], true)
  for (const row of table.rows) sheet.row([row.label, ...row.cells, row.total])
  sheet.row([GRAND_TOTAL, ...table.columnTotals, table.grandTotal], true)
  sheet.end().catch((error: unknown) => stream.destroy(error as Error))
  return { filename: `${type}_${from}_${to}.xlsx`, stream }
}
