import type { ReactNode } from 'react'
import { REPORT_SCOPES } from '../../../../contract/dashboards.ts'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import type { DashboardAccount } from '../../../features/dashboards/components/report-card.tsx'
import { StageColorsProvider } from '../../../features/dashboards/components/stage-colors.tsx'
import { leadStatusColor } from '../../../features/leads/model/lead-status.ts'
import type { FilterOption } from '../../../components/ui/filter-select.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useProjectOptions } from '../-filter-options.ts'

/*
 * Not a route (the "-" prefix): what every screen of reports composes, the session's account,
 * the scopes that open the reports, the projects of the filters, and the stages' colours from
 * the leads feature.
 */

function useDashboardScreen(): {
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
function DashboardColors({ children }: { children: ReactNode }) {
  return <StageColorsProvider value={leadStatusColor}>{children}</StageColorsProvider>
}

export interface DashboardScreen {
  account: DashboardAccount
  projects: readonly FilterOption[]
}

/**
 * A screen of reports: its title, refused without the report scopes, the stages' colours, and
 * its content given the account and the projects of the filters.
 */
export function ReportsScreen({
  title,
  description,
  children,
}: {
  title: ReactNode
  description: ReactNode
  children: (screen: DashboardScreen) => ReactNode
}) {
  const screen = useDashboardScreen()
  if (!screen) return null
  return (
    <PermittedScreen title={title} description={description} permitted={screen.permitted}>
      <DashboardColors>{children(screen)}</DashboardColors>
    </PermittedScreen>
  )
}
