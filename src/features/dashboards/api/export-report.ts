import {
  DASHBOARD_PATHS,
  type TDashboardQuery,
  type TReportType,
} from '../../../../contract/dashboards.ts'
import { http, type DownloadedFile } from '../../../lib/http.ts'

// A refusal comes back as JSON; the file itself as a workbook.
const ACCEPT = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- media types, not text
  Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
}

/** The report's Excel file over the same filters as the screen (its `/report` variant). */
export function exportReport(
  slug: string,
  type: TReportType,
  query: TDashboardQuery,
): Promise<DownloadedFile> {
  // Silent: a failure is "Download Failed" with the server's message, told by the button.
  return http.download(`${DASHBOARD_PATHS.report(slug, type)}/report`, query, {
    silent: true,
    headers: ACCEPT,
    timeoutMs: 120_000,
  })
}

/** Hands the bytes to the browser as a download under the server's name (or `fallbackName`). */
export function saveFile({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName ?? fallbackName
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the URL over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
