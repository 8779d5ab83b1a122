import { Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo, type ReactNode } from 'react'
import { PermittedScreen } from '../../components/ui/permitted-screen.tsx'
import { useCan } from '../../features/auth/hooks/use-can.ts'
import { useSession } from '../../features/auth/hooks/use-session.ts'
import { saveFile } from '../../features/dashboards/api/export-report.ts'
import { DashboardFilterBar } from '../../features/dashboards/components/dashboard-filter-bar.tsx'
import {
  compactDashboardSearch,
  dashboardQuery,
  parseDashboardSearch,
} from '../../features/dashboards/model/dashboard-search.ts'
import { columnLabel, rowLabel } from '../../features/dashboards/model/report-labels.ts'
import { fileQuery, reportQueries } from '../../features/reports/api/reports-api.ts'
import { LeadReportPanel } from '../../features/reports/components/lead-report-panel.tsx'
import { ReportFilePanel } from '../../features/reports/components/report-file-panel.tsx'
import { ProcessingHistory, ReportLog } from '../../features/reports/components/report-history.tsx'
import { SendReportForm } from '../../features/reports/components/send-report-form.tsx'
import type { TAxisValueLabel } from '../../features/reports/model/lead-report-table.ts'
import { keepRawSearch } from '../../lib/raw-search.ts'

/** Reports (spec 001 sections 6 and 7): the lead report, its file, sending it, and their logs. */
export const Route = createFileRoute('/developer/reports')({
  // Parsed in the screen's chunk: the parser's zod and luxon stay out of the first load.
  validateSearch: keepRawSearch,
  component: ReportsPage,
})

/** The lead report's headings in the dashboards' words: stages and months translated, sources too. */
const axisValueLabel: TAxisValueLabel = (axis, value, i18n) => {
  if (axis === 'stage' || axis === 'month') return columnLabel(axis, value, i18n)
  // rowLabel translates "Unassigned" and the standard sources; names pass through.
  return rowLabel(value, i18n)
}

function ReportsPage() {
  const session = useSession()
  const can = useCan()
  const raw = Route.useSearch()
  const navigate = Route.useNavigate()
  const search = useMemo(() => parseDashboardSearch(raw), [raw])
  const slug = session?.slug ?? ''
  const permitted = can('DXP_LEAD_REPORT')
  const projects = useQuery({ ...reportQueries.projects(slug), enabled: permitted && !!session })
  const options = useMemo(
    () => (projects.data?.items ?? []).map((p) => ({ value: p._id, label: p.projectName })),
    [projects.data],
  )
  if (!session) return null
  const query = dashboardQuery(search)
  return (
    <PermittedScreen
      title={<Trans>Reports</Trans>}
      description={<Trans>The lead report, its Excel file and the reports you sent.</Trans>}
      permitted={permitted}
    >
      <Stack gap="8">
        <DashboardFilterBar
          search={search}
          projects={options}
          onChange={(next) =>
            void navigate({ search: compactDashboardSearch(next), replace: true })
          }
        />
        {query ? (
          <>
            <Section title={<Trans>Lead report</Trans>}>
              <LeadReportPanel slug={slug} query={query} valueLabel={axisValueLabel} />
            </Section>
            <Section title={<Trans>Report file</Trans>}>
              <ReportFilePanel slug={slug} file={fileQuery(query)} save={saveFile} />
            </Section>
            <Section title={<Trans>Send by email</Trans>}>
              <SendReportForm slug={slug} file={fileQuery(query)} />
            </Section>
          </>
        ) : (
          <Text color="fg.muted">
            <Trans>Choose the first and last day of the period.</Trans>
          </Text>
        )}
        <Section title={<Trans>Report log</Trans>}>
          <ReportLog slug={slug} />
        </Section>
        <Section title={<Trans>Processing history</Trans>}>
          <ProcessingHistory slug={slug} projectId={search.projectId} save={saveFile} />
        </Section>
      </Stack>
    </PermittedScreen>
  )
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}
