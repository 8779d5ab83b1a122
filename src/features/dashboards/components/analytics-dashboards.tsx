import { Box, Button, HStack, Link, Skeleton, Stack, Table } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type { TAnalyticsDashboard } from '../../../../contract/dashboards.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import type { FilterOption } from '../../../components/ui/filter-select.tsx'
import { COLUMN_PRIORITY, ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import {
  useAnalyticsDashboards,
  useCreateAnalyticsDashboard,
  useDeleteAnalyticsDashboard,
  useUpdateAnalyticsDashboard,
} from '../api/analytics-dashboards.ts'
import { formValuesOf, formValuesOfSaved } from '../model/dashboard-form.ts'
import { DEFAULT_DASHBOARD_SEARCH } from '../model/dashboard-search.ts'
import { AnalyticsDashboardDialog } from './analytics-dashboard-dialog.tsx'

/** "all": the user's saved dashboards, to open, create, edit and delete. */
export function AnalyticsDashboards({
  slug,
  projects,
}: {
  slug: string
  projects: readonly FilterOption[]
}) {
  const { t, i18n } = useLingui()
  const list = useAnalyticsDashboards(slug)
  const create = useCreateAnalyticsDashboard(slug)
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<TAnalyticsDashboard | null>(null)
  const [deleting, setDeleting] = useState<TAnalyticsDashboard | null>(null)
  const initial = useMemo(() => formValuesOf(DEFAULT_DASHBOARD_SEARCH), [])
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE

  let content
  if (!list.data) {
    content = list.isError ? (
      <ErrorState
        message={userMessage(list.error, i18n)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    ) : (
      <Skeleton height="10rem" borderRadius="l3" aria-label={t`Loading dashboards`} />
    )
  } else if (list.data.items.length === 0) {
    content = (
      <EmptyList
        title={<Trans>No dashboards yet</Trans>}
        description={
          <Trans>Save a set of reports with their filters to open them in one place.</Trans>
        }
      />
    )
  } else {
    content = (
      <ScrollTable
        label={t`Dashboards`}
        caption={t`Your dashboards, most recently changed first`}
        stale={false}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">
              <Trans>Name</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Reports</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" {...COLUMN_PRIORITY.mid}>
              <Trans>Updated</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              <Trans>Actions</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.data.items.map((dashboard) => (
            <Table.Row key={dashboard._id}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                <Link asChild colorPalette="brand" variant="underline">
                  <RouterLink
                    to="/developer/analytics-dashboard/$id"
                    params={{ id: dashboard._id }}
                  >
                    {dashboard.name}
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell textAlign="end">{dashboard.reports.length}</Table.Cell>
              <Table.Cell {...COLUMN_PRIORITY.mid}>
                {formatDateTime(dashboard.updatedAt, locale)}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <Button size="xs" variant="outline" onClick={() => setEditing(dashboard)}>
                    <Trans>Edit</Trans>{' '}
                    <Box as="span" srOnly>
                      {dashboard.name}
                    </Box>
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setDeleting(dashboard)}
                  >
                    <Trans>Delete</Trans>{' '}
                    <Box as="span" srOnly>
                      {dashboard.name}
                    </Box>
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    )
  }

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <DataAsOf />
        <Button onClick={() => setCreating(true)}>
          <Trans>New dashboard</Trans>
        </Button>
      </HStack>
      {content}
      <AnalyticsDashboardDialog
        open={creating}
        onOpenChange={setCreating}
        title={<Trans>New dashboard</Trans>}
        confirmLabel={<Trans>Save dashboard</Trans>}
        initial={initial}
        projects={projects}
        onSave={(input) => create.mutateAsync(input)}
      />
      <EditDialog
        slug={slug}
        dashboard={editing}
        projects={projects}
        onClose={() => setEditing(null)}
      />
      <DeleteDialog slug={slug} dashboard={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  )
}

/** Its name and which reports it shows, through the dialog that created it; saved by PATCH. */
function EditDialog({
  slug,
  dashboard,
  projects,
  onClose,
}: {
  slug: string
  dashboard: TAnalyticsDashboard | null
  projects: readonly FilterOption[]
  onClose: () => void
}) {
  const update = useUpdateAnalyticsDashboard(slug)
  const initial = useMemo(() => (dashboard ? formValuesOfSaved(dashboard) : null), [dashboard])
  if (!dashboard || !initial) return null
  return (
    <AnalyticsDashboardDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Edit dashboard</Trans>}
      confirmLabel={<Trans>Save changes</Trans>}
      initial={initial}
      projects={projects}
      onSave={({ name, reports }) =>
        update.mutateAsync({ id: dashboard._id, patch: { name, reports } })
      }
    />
  )
}

function DeleteDialog({
  slug,
  dashboard,
  onClose,
}: {
  slug: string
  dashboard: TAnalyticsDashboard | null
  onClose: () => void
}) {
  const { i18n } = useLingui()
  const remove = useDeleteAnalyticsDashboard(slug)
  const name = dashboard?.name ?? ''
  return (
    <ConfirmDialog
      open={dashboard !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Delete the dashboard {name}?</Trans>}
      cancelLabel={<Trans>Keep it</Trans>}
      confirmLabel={<Trans>Delete dashboard</Trans>}
      confirming={remove.isPending}
      onConfirm={() =>
        dashboard &&
        remove.mutate(dashboard._id, {
          onSuccess: onClose,
          onError: (error) => toaster.error({ title: userMessage(error, i18n) }),
        })
      }
    >
      <Trans>Its saved reports and filters are deleted. The data they show stays.</Trans>
    </ConfirmDialog>
  )
}
