import { Link } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { TReportType } from '../../../../contract/dashboards.ts'
import { REPORT_AXIS, type TReportTable } from '../../../../contract/report-table.ts'
import { PivotTable } from '../../../components/ui/pivot-table.tsx'
import { columnLabel, rowHeading, rowLabel } from '../model/report-labels.ts'

export interface ReportTableViewProps {
  type: TReportType
  table: TReportTable
  /** The report's name, for the table's caption and region. */
  title: string
  stale: boolean
}

/** Where an executive's row leads: their agent performance, on the home dashboard's screen. */
export const agentPerformanceHref = (agentId: string) =>
  `/developer/home/agent-performance?agent=${encodeURIComponent(agentId)}`

/**
 * A report as a table, the chart's accessible alternative: a row per source or executive, a
 * column per stage, visit status or month, and a Grand Total row and column.
 */
export function ReportTableView({ type, table, title, stale }: ReportTableViewProps) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const axis = REPORT_AXIS[type]
  // The agent screen's route is the home dashboard's own: reached by its path, in the app.
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    router.history.push(href)
  }
  return (
    <PivotTable
      table={table}
      label={t`${title}, table`}
      caption={t`${title}, with grand totals`}
      rowHeading={i18n._(rowHeading(type))}
      columnLabel={(column) => columnLabel(axis, column, i18n)}
      rowLabel={(row) =>
        row.id ? (
          <Link
            href={agentPerformanceHref(row.id)}
            onClick={follow(agentPerformanceHref(row.id))}
            colorPalette="brand"
            variant="underline"
          >
            {rowLabel(row.label, i18n)}
          </Link>
        ) : (
          rowLabel(row.label, i18n)
        )
      }
      stale={stale}
    />
  )
}
