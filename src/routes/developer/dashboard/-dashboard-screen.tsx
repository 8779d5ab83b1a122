import type { ReactNode } from 'react'
import type { TScope } from '../../../../contract/scopes.ts'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import type { DashboardAccount } from '../../../features/dashboards/components/report-card.tsx'
import { StageColorsProvider } from '../../../features/dashboards/components/stage-colors.tsx'
import { leadStatusColor } from '../../../features/leads/model/lead-status.ts'
import type { FilterOption } from '../../../components/ui/filter-select.tsx'
import { useProjectOptions } from '../-filter-options.ts'

/*
 * Not a route (the "-" prefix): what every dashboard screen composes, the session's account, the
 * scopes that open the reports, the projects of the filters, and the stages' colours from the
 * leads feature.
 */

/** As the server's reports and saved dashboards require (REPORT_SCOPES of dashboards.routes.ts). */
const REPORT_SCOPES: readonly TScope[] = ['DXP_LEAD_REPORT', 'DXP_LEAD_ASSIGNMENT']

export function useDashboardScreen(): {
  account: DashboardAccount
  permitted: boolean
  projects: readonly FilterOption[]
} | null {
  const session = useSession()
  const can = useCan()
  const projects = useProjectOptions(session?.slug ?? '')
  if (!session) return null
  return {
    account: { slug: session.slug, userId: session.userId },
    permitted: REPORT_SCOPES.some((scope) => can(scope)),
    projects,
  }
}

/** The product's stage colours for the charts. */
export function DashboardColors({ children }: { children: ReactNode }) {
  return <StageColorsProvider value={leadStatusColor}>{children}</StageColorsProvider>
}
