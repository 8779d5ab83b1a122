import { HStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { COST_SHEET_READ_SCOPES } from '../../../../contract/cost-sheet.ts'
import { LEAD_READ_SCOPES } from '../../../../contract/leads.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { paymentPlansQuery } from '../../../features/bookings/api/bookings-api.ts'
import { CostSheetBuilder } from '../../../features/cost-sheet/components/cost-sheet-builder.tsx'
import { useBuildings } from '../../../features/inventory/api/inventory-api.ts'
import { leadsQueryOptions } from '../../../features/leads/api/list-leads.ts'
import { toWireQuery } from '../../../features/leads/model/lead-filters.ts'
import { projectQueryOptions } from '../../../features/projects/api/project-api.ts'
import { ProjectSelect, useProjectChoice } from './-project-choice.tsx'
import { validateProjectSearch, type ProjectSearch } from './-project-search.ts'

type CostSheetSearch = ProjectSearch & { lead?: string }

/** The cost sheet builder (spec 002, issue 20): a flat's prices, its PDF, a log for a lead. */
export const Route = createFileRoute('/developer/projects_/cost-sheet')({
  validateSearch: (search: Record<string, unknown>): CostSheetSearch => ({
    ...validateProjectSearch(search),
    lead: typeof search.lead === 'string' && search.lead ? search.lead : undefined,
  }),
  component: CostSheetPage,
})

function CostSheetPage() {
  const can = useCan()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const choice = useProjectChoice(COST_SHEET_READ_SCOPES, search)
  const { slug, projectId } = choice
  const buildings = useBuildings(slug, projectId)
  const project = useQuery({ ...projectQueryOptions(slug, projectId), enabled: projectId !== '' })
  const plans = useQuery(paymentPlansQuery(slug, projectId))
  const mayLog = LEAD_READ_SCOPES.some((scope) => can(scope, projectId))
  // The newest leads of the project the user sees (the lead list's first page, stored for
  // offline use like any read); a lead's own page links here with ?lead= for the one it shows.
  const leads = useInfiniteQuery({
    ...leadsQueryOptions(slug, projectId, toWireQuery({})),
    enabled: mayLog && projectId !== '',
  })
  const leadOptions = useMemo(
    () =>
      (leads.data?.pages ?? []).flatMap((page) =>
        page.items.map((lead) => ({ _id: lead._id, name: lead.profile.fullName })),
      ),
    [leads.data],
  )
  if (!slug) return null
  return (
    <PermittedScreen
      title={<Trans>Cost sheet</Trans>}
      description={<Trans>A flat's price, worked out to the paisa, as a PDF for the buyer.</Trans>}
      permitted={COST_SHEET_READ_SCOPES.some((scope) => can(scope, projectId))}
    >
      <HStack gap="3" wrap="wrap" align="end" justify="space-between">
        <ProjectSelect
          choice={choice}
          onChange={(next) => void navigate({ search: { project: next }, replace: true })}
        />
        <DataAsOf />
      </HStack>
      <CostSheetBuilder
        // Another project starts the builder afresh.
        key={projectId}
        slug={slug}
        projectId={projectId}
        project={project.data}
        buildings={buildings.data?.items ?? []}
        leads={leadOptions}
        leadId={search.lead}
        mayLog={mayLog}
        plans={plans.data?.items}
      />
    </PermittedScreen>
  )
}
