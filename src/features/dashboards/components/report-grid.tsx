import { Box, Grid } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import {
  REPORT_TYPES,
  type TDashboardQuery,
  type TReportType,
} from '../../../../contract/dashboards.ts'
import { ReportCard, type DashboardAccount, type TOpenDays } from './report-card.tsx'

export interface ReportGridProps {
  account: DashboardAccount
  /** Each card's report and filters. */
  reports: readonly { key: string; type: TReportType; query: TDashboardQuery }[]
  onOpenDays: TOpenDays
  /** A card's own actions (a link to the report alone). */
  actionsFor?: (type: TReportType) => ReactNode
}

/** The six reports over one set of filters, in the spec's order. */
export const reportsOf = (query: TDashboardQuery, types: readonly TReportType[] = REPORT_TYPES) =>
  types.map((type) => ({ key: type, type, query }))

/**
 * One report a row until the grid is 72rem wide, two beside each other from there: a pivot table
 * of seven stages needs about 36rem to show every column, and a half-width card at a laptop's
 * 1280 px left it 428 px (decision 0031). The grid's own width decides, so the navigation counts.
 */
/* eslint-disable lingui/no-unlocalized-strings -- CSS, not text */
const GRID_COLUMNS = {
  containerType: 'inline-size',
  '& > div': {
    display: 'grid',
    gap: '4',
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 1fr)',
  },
  '@container (min-width: 72rem)': {
    '& > div': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
} as const
/* eslint-enable lingui/no-unlocalized-strings */

export function ReportGrid({ account, reports, onOpenDays, actionsFor }: ReportGridProps) {
  return (
    <Box css={GRID_COLUMNS}>
      <Grid>
        {reports.map(({ key, type, query }) => (
          <ReportCard
            key={key}
            account={account}
            type={type}
            query={query}
            onOpenDays={onOpenDays}
            actions={actionsFor?.(type)}
          />
        ))}
      </Grid>
    </Box>
  )
}
