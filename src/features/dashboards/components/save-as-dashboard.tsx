import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type { FilterOption } from '../../../components/ui/filter-select.tsx'
import { useCreateAnalyticsDashboard } from '../api/analytics-dashboards.ts'
import { formValuesOf } from '../model/dashboard-form.ts'
import type { TDashboardSearch } from '../model/dashboard-search.ts'
import { AnalyticsDashboardDialog } from './analytics-dashboard-dialog.tsx'

/** Saves the dashboard's reports with the current filters as a new analytics dashboard. */
export function SaveAsDashboard({
  slug,
  search,
  projects,
}: {
  slug: string
  search: TDashboardSearch
  projects: readonly FilterOption[]
}) {
  const [open, setOpen] = useState(false)
  const create = useCreateAnalyticsDashboard(slug)
  const navigate = useNavigate()
  const initial = useMemo(() => formValuesOf(search), [search])
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trans>Save as dashboard</Trans>
      </Button>
      <AnalyticsDashboardDialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Save as dashboard</Trans>}
        confirmLabel={<Trans>Save dashboard</Trans>}
        initial={initial}
        projects={projects}
        onSave={async (input) => {
          const saved = await create.mutateAsync(input)
          await navigate({ to: '/developer/analytics-dashboard/$id', params: { id: saved._id } })
        }}
      />
    </>
  )
}
