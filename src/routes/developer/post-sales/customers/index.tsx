import { Trans } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CUSTOMER_READ_SCOPES } from '../../../../../contract/post-sales.ts'
import { PermittedScreen } from '../../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../../features/auth/hooks/use-can.ts'
import { CustomersList } from '../../../../features/post-sales/components/customers-list.tsx'
import { ProjectSelect, useProjectChoice } from '../../projects_/-project-choice.tsx'

interface CustomersSearch {
  project?: string
  status?: 'CANCELLED'
  search?: string
  page?: number
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** Post-sales customers (spec 002): a project's confirmed and cancelled bookings. */
export const Route = createFileRoute('/developer/post-sales/customers/')({
  validateSearch: (search: Record<string, unknown>): CustomersSearch => ({
    project: text(search.project),
    status: search.status === 'CANCELLED' ? 'CANCELLED' : undefined,
    search: text(search.search),
    page:
      Number.isInteger(search.page) && Number(search.page) > 1 ? Number(search.page) : undefined,
  }),
  component: CustomersPage,
})

function CustomersPage() {
  const can = useCan()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const choice = useProjectChoice(CUSTOMER_READ_SCOPES, search)
  const { slug, projectId } = choice
  if (!slug) return null
  return (
    <PermittedScreen
      title={<Trans>Customers</Trans>}
      description={<Trans>Customers who have booked: their payments, receipts and letters.</Trans>}
      permitted={CUSTOMER_READ_SCOPES.some((s) => can(s, projectId || undefined))}
    >
      <CustomersList
        slug={slug}
        filters={
          <ProjectSelect
            choice={choice}
            onChange={(project) => void navigate({ search: { project } })}
          />
        }
        query={{
          projectId,
          status: search.status ?? 'BOOKED',
          searchKeyword: search.search,
          page: search.page ?? 1,
          limit: 10,
        }}
        onQuery={(next) =>
          void navigate({
            search: (prev) => ({
              ...prev,
              ...('status' in next
                ? { status: next.status === 'CANCELLED' ? ('CANCELLED' as const) : undefined }
                : {}),
              ...('searchKeyword' in next ? { search: next.searchKeyword } : {}),
              page: next.page && next.page > 1 ? next.page : undefined,
            }),
          })
        }
      />
    </PermittedScreen>
  )
}
