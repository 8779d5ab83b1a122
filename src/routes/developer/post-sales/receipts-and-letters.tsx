import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CUSTOMER_READ_SCOPES, PAYMENT_SCOPES } from '../../../../contract/post-sales.ts'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { paymentPlansQuery } from '../../../features/bookings/api/bookings-api.ts'
import { saveFile } from '../../../features/dashboards/api/export-report.ts'
import { DocumentsScreen } from '../../../features/post-sales/components/documents-screen.tsx'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import { ProjectSelect, useProjectChoice } from '../projects_/-project-choice.tsx'

interface DocumentsSearch {
  project?: string
  tab?: 'allotment' | 'demand'
  search?: string
  page?: number
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** A project's receipts, allotment letters and demand letters (spec 002), as PDFs. */
export const Route = createFileRoute('/developer/post-sales/receipts-and-letters')({
  validateSearch: (search: Record<string, unknown>): DocumentsSearch => ({
    project: text(search.project),
    tab: search.tab === 'allotment' || search.tab === 'demand' ? search.tab : undefined,
    search: text(search.search),
    page:
      Number.isInteger(search.page) && Number(search.page) > 1 ? Number(search.page) : undefined,
  }),
  component: ReceiptsAndLettersPage,
})

function ReceiptsAndLettersPage() {
  const can = useCan()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const online = useConnectivity() === 'online'
  const choice = useProjectChoice(CUSTOMER_READ_SCOPES, search)
  const { slug, projectId } = choice
  const mayIssue = PAYMENT_SCOPES.some((s) => can(s, projectId || undefined))
  const plans = useQuery({
    ...paymentPlansQuery(slug, projectId),
    enabled: mayIssue && projectId !== '',
  })
  if (!slug) return null
  return (
    <PermittedScreen
      title={<Trans>Receipts and letters</Trans>}
      description={<Trans>Payment receipts, allotment letters and demand letters, as PDFs.</Trans>}
      permitted={CUSTOMER_READ_SCOPES.some((s) => can(s, projectId || undefined))}
    >
      <DocumentsScreen
        slug={slug}
        filters={
          <ProjectSelect
            choice={choice}
            onChange={(project) => void navigate({ search: { project } })}
          />
        }
        projectId={projectId}
        tab={search.tab ?? 'receipts'}
        searchText={search.search}
        page={search.page ?? 1}
        online={online}
        canIssue={mayIssue}
        plans={plans.data?.items ?? []}
        save={saveFile}
        onChange={(next) =>
          void navigate({
            search: (prev) => ({
              ...prev,
              ...(next.tab ? { tab: next.tab === 'receipts' ? undefined : next.tab } : {}),
              ...('searchText' in next ? { search: next.searchText } : {}),
              page: next.page && next.page > 1 ? next.page : undefined,
            }),
          })
        }
      />
    </PermittedScreen>
  )
}
