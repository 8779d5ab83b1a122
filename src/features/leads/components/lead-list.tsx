import { Box, Button, chakra, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { onDemand } from '../../../components/ui/on-demand.tsx'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { ALL_STATUSES } from '../../../../contract/leads.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { useDeviceFreshness } from '../../../lib/freshness.ts'
import { userMessage } from '../../../lib/http.ts'
import { useAssignLeads } from '../api/bulk-assignee.ts'
import { ALL_PROJECTS } from '../api/lead-keys.ts'
import { clearFilters, compactSearch, type TLeadSearch } from '../model/lead-filters.ts'
import { syncCompletedAt, useLeadSyncValue } from '../offline/lead-sync-progress.ts'
import { useLeadListSource } from '../offline/use-lead-list-source.ts'
import { LeadFilterBar } from './lead-filter-bar.tsx'
import { LEAD_ROWS_HEIGHT, LeadRows } from './lead-rows.tsx'
import { LeadStatusTabs } from './lead-status-tabs.tsx'
import { LeadSyncIndicator } from './lead-sync-indicator.tsx'

// Opened on demand: its code is not part of the list's first paint (decision 0070).
const AssignDialog = onDemand(
  () => import('./assign-dialog.tsx').then((module) => module.AssignDialog),
  (props) => props.open,
)

const NONE_SELECTED: ReadonlySet<string> = new Set()

export interface LeadListProps {
  slug: string
  /** The signed-in user: whose device copy is read when offline. */
  userId: string
  /** The chosen project's id, or "all". */
  projectId: string
  search: TLeadSearch
  onSearchChange: (next: TLeadSearch) => void
  /** DXP_LEAD_ASSIGNMENT (on the chosen project, or on some project across projects). */
  canAssign: boolean
  /** DXP_CALLSNCHAT: the rows show their unread chat counts (decision 0041). */
  canChat?: boolean
  /** The "Add lead" action, when the user may add leads (the route owns the link). */
  addLead?: ReactNode
}

/** The lead list: stage tabs with counts, filters, virtualized rows, bulk assignment. */
export function LeadList({
  slug,
  userId,
  projectId,
  search,
  onSearchChange,
  canAssign,
  canChat = false,
  addLead,
}: LeadListProps) {
  const { t, i18n } = useLingui()
  // The tabs and filters follow a change at once; the rows follow in a render React may
  // interrupt, so a click or a key never waits for the list to be drawn again (issue 14).
  const view = useDeferredValue(search)
  const list = useLeadListSource({ slug, ownerId: userId, projectId, search: view })
  const onDevice = list.source === 'device'
  // The device's leads are as old as the last sync that brought them up to date.
  const syncedAt = useLeadSyncValue(syncCompletedAt)
  useDeviceFreshness('device:leads', onDevice ? syncedAt : null)
  const status = search.status ?? ALL_STATUSES
  const viewKey = JSON.stringify([projectId, view])
  const [selection, setSelection] = useState<{ view: string; ids: Set<string> }>({
    view: viewKey,
    ids: new Set(),
  })
  const selected = selection.view === viewKey ? selection.ids : NONE_SELECTED
  const [assignOpen, setAssignOpen] = useState(false)
  const assign = useAssignLeads(slug)

  const toggle = useCallback(
    (leadId: string, checked: boolean) => {
      setSelection((current) => {
        const ids = new Set(current.view === viewKey ? current.ids : [])
        if (checked) ids.add(leadId)
        else ids.delete(leadId)
        return { view: viewKey, ids }
      })
    },
    [viewKey],
  )
  // The handlers the memoised parts receive keep their identity across renders.
  const latest = useRef({ search, onSearchChange, fetchNextPage: list.fetchNextPage })
  useEffect(() => {
    latest.current = { search, onSearchChange, fetchNextPage: list.fetchNextPage }
  })
  const changeStatus = useCallback((next: string) => {
    const { search: current, onSearchChange: change } = latest.current
    change(compactSearch({ ...current, status: next }))
  }, [])
  const loadMore = useCallback(() => latest.current.fetchNextPage(), [])
  const changeSearch = useCallback((next: TLeadSearch) => latest.current.onSearchChange(next), [])
  const clear = useCallback(() => {
    const { search: current, onSearchChange: change } = latest.current
    change(clearFilters(current))
  }, [])
  // New rows are drawn in a render React may interrupt too: a key pressed as a page arrives
  // does not wait for fifty rows to be drawn.
  const shownRows = useDeferredValue(list.rows)
  const allIds = list.rows.map((row) => row._id)
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.has(id))
  const someSelected = !allSelected && allIds.some((id) => selected.has(id))

  const assignSelected = (assigneeId: string | null) => {
    assign.mutate(
      { leadIds: [...selected], assigneeId },
      {
        onSuccess: () => {
          setAssignOpen(false)
          setSelection({ view: viewKey, ids: new Set() })
        },
      },
    )
  }

  let body: ReactNode
  if (list.isPending) {
    // The rows' own height, so nothing below moves when they arrive.
    body = <Skeleton height={LEAD_ROWS_HEIGHT} borderRadius="l3" aria-label={t`Loading leads`} />
  } else if (list.isError) {
    body = (
      <ErrorState
        message={userMessage(list.error, i18n)}
        onRetry={list.refetch}
        retrying={list.isFetching}
      />
    )
  } else if (list.rows.length === 0) {
    body = (
      <EmptyList
        title={<Trans>No leads match these filters</Trans>}
        onClear={() => onSearchChange(clearFilters(search))}
      />
    )
  } else {
    body = (
      <LeadRows
        rows={shownRows}
        selected={selected}
        selectable={canAssign}
        onDevice={onDevice}
        showUnread={canChat}
        onToggle={toggle}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={loadMore}
      />
    )
  }

  return (
    <Stack gap="4">
      <LeadListHeader onDevice={onDevice} addLead={addLead} />
      <LeadFilterBar
        slug={slug}
        projectId={projectId === ALL_PROJECTS ? null : projectId}
        search={search}
        onChange={changeSearch}
        onClear={clear}
      />
      <LeadStatusTabs status={status} counts={list.counts} onChange={changeStatus}>
        <Stack gap="3">
          {/* Its line is kept while the rows load, and while they are the device's (which cannot
              be assigned), so the rows do not move when it fills or the server's rows come. */}
          {canAssign && (
            <HStack gap="3" minH="8">
              {list.rows.length > 0 && !onDevice && (
                <SelectAll
                  state={allSelected ? true : someSelected ? 'indeterminate' : false}
                  onChange={(checked) =>
                    setSelection({ view: viewKey, ids: checked ? new Set(allIds) : new Set() })
                  }
                />
              )}
              {selected.size > 0 && (
                <>
                  <Text textStyle="sm" color="fg.muted" aria-live="polite">
                    <Plural value={selected.size} one="# selected" other="# selected" />
                  </Text>
                  <Button size="sm" onClick={() => setAssignOpen(true)}>
                    <Trans>Assign</Trans>
                  </Button>
                </>
              )}
            </HStack>
          )}
          {/* The total's line is kept while it loads, so the rows do not move down. */}
          <Text textStyle="sm" color="fg.muted" minH="5">
            {list.total !== undefined && list.rows.length > 0 && (
              <Plural value={list.total} one="# lead" other="# leads" />
            )}
          </Text>
          <Box aria-busy={list.isPlaceholderData || view !== search}>{body}</Box>
        </Stack>
      </LeadStatusTabs>
      <AssignDialog
        slug={slug}
        projectId={projectId === ALL_PROJECTS ? null : projectId}
        open={assignOpen}
        onOpenChange={setAssignOpen}
        leadCount={selected.size}
        onAssign={assignSelected}
        assigning={assign.isPending}
      />
    </Stack>
  )
}

/**
 * The sync's progress, where the rows come from, and the add action. A part of its own, so a
 * change of view does not draw it again. The status lines keep a line's height while empty, so
 * the screen never moves as the sync's progress comes and goes (it caused most of the list's
 * layout shift); where the rows come from and how old they are share one line, which goes when
 * the server's rows replace the device's without moving what is below (the add action is as
 * tall as it).
 */
const LeadListHeader = memo(function LeadListHeader({
  onDevice,
  addLead,
}: {
  onDevice: boolean
  addLead: ReactNode
}) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      {/* Takes what the buttons leave (a zero basis), so a status line coming or going never
          wraps the buttons onto a line of their own and moves the list. */}
      <Stack gap="1" minH="5" flex="1 1 0" minW="0">
        <LeadSyncIndicator />
        <HStack gap="3" wrap="wrap" rowGap="0">
          {onDevice && (
            <Text role="status" textStyle="sm" fontWeight="medium" color="fg.info">
              <Trans>Showing leads saved on this device</Trans>
            </Text>
          )}
          <DataAsOf />
        </HStack>
      </Stack>
      {addLead}
    </HStack>
  )
})

/**
 * "Select all loaded leads": a native checkbox, as each row's is (lead-rows.tsx), with its
 * mixed state for a partial selection; Chakra's would bring its state machine to the first
 * paint.
 */
function SelectAll({
  state,
  onChange,
}: {
  state: boolean | 'indeterminate'
  onChange: (checked: boolean) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (input.current) input.current.indeterminate = state === 'indeterminate'
  }, [state])
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" textStyle="sm" cursor="pointer">
      <chakra.input
        ref={input}
        type="checkbox"
        checked={state === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
        width="4"
        height="4"
        accentColor="colorPalette.solid"
        cursor="pointer"
        focusVisibleRing="outside"
      />
      <Trans>Select all loaded leads</Trans>
    </chakra.label>
  )
}
