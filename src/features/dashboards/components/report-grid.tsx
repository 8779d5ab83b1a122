import { SimpleGrid } from '@chakra-ui/react'
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
 * Report cards side by side where two fit (a card needs about 30rem for its chart and table), one
 * a row otherwise: one column at 1024×768 with the navigation open, two from about 1280 wide.
 */
export function ReportGrid({ account, reports, onOpenDays, actionsFor }: ReportGridProps) {
  return (
    <SimpleGrid minChildWidth={{ base: '100%', md: '30rem' }} gap="4" alignItems="start">
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
    </SimpleGrid>
  )
}
