import { HStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { BOOKING_LIST_STATUSES } from '../../../../contract/booking-statuses.ts'
import { BOOKING_READ_SCOPES } from '../../../../contract/bookings.ts'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { BookingsList } from '../../../features/bookings/components/bookings-list.tsx'
import { useProjects } from '../../../features/projects/api/list-projects.ts'
import { useChosenProject } from '../../../features/projects/model/chosen-project.ts'

interface BookingsSearch {
  project?: string
  status?: (typeof BOOKING_LIST_STATUSES)[number]
  search?: string
  page?: number
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** Manage bookings (spec 002): a project's bookings, drafts and cancellations. */
export const Route = createFileRoute('/developer/manage-bookings/')({
  validateSearch: (search: Record<string, unknown>): BookingsSearch => ({
    project: text(search.project),
    status: BOOKING_LIST_STATUSES.find((s) => s === search.status),
    search: text(search.search),
    page:
      Number.isInteger(search.page) && Number(search.page) > 1 ? Number(search.page) : undefined,
  }),
  component: ManageBookingsPage,
})

function ManageBookingsPage() {
  const session = useSession()
  const can = useCan()
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const chosen = useChosenProject(session?.orgId ?? '').projectId
  const projects = useProjects(session?.slug ?? '')
  const readable = (id: string) => BOOKING_READ_SCOPES.some((s) => can(s, id))
  const mine = (projects.data?.items ?? []).filter((p) => readable(p._id))
  const projectId = search.project ?? chosen ?? mine[0]?._id ?? ''
  if (!session) return null
  return (
    <PermittedScreen
      title={<Trans>Manage bookings</Trans>}
      description={<Trans>Bookings of the project: confirmed, cancelled and drafts.</Trans>}
      permitted={BOOKING_READ_SCOPES.some((s) => can(s))}
    >
      {chosen ? null : (
        <HStack>
          <FilterSelect
            wide
            label={t`Project`}
            value={projectId}
            onChange={(project) => void navigate({ search: { project } })}
          >
            {mine.map((p) => (
              <option key={p._id} value={p._id}>
                {p.projectName}
              </option>
            ))}
          </FilterSelect>
        </HStack>
      )}
      <BookingsList
        slug={session.slug}
        query={{
          projectId,
          status: search.status,
          search: search.search,
          page: search.page ?? 1,
          limit: 10,
        }}
        onQuery={(next) =>
          void navigate({
            search: (prev) => ({
              ...prev,
              ...(next.status !== undefined || 'status' in next ? { status: next.status } : {}),
              ...('search' in next ? { search: next.search } : {}),
              page: next.page && next.page > 1 ? next.page : undefined,
            }),
          })
        }
      />
    </PermittedScreen>
  )
}
