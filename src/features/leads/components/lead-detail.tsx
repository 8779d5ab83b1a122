import {
  Alert,
  Badge,
  Box,
  Button,
  DataList,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Wrap,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, useState, type ReactNode } from 'react'
import { BOOKING_READ_SCOPES } from '../../../../contract/bookings.ts'
import type { TPiiView } from '../../../../contract/leads.ts'
import type { TScope } from '../../../../contract/scopes.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { Workspace } from '../../../components/ui/workspace.tsx'
import { enumLabel, GENDER_LABELS, referenceLabel } from '../../../lib/enum-labels.ts'
import { formatDate, formatDateTime } from '../../../lib/format/date-display.ts'
import { formatRupees } from '../../../lib/format/money.ts'
import { useDeviceFreshness } from '../../../lib/freshness.ts'
import { userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale, type TLocale } from '../../../lib/i18n.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import { useAssignLeads } from '../api/bulk-assignee.ts'
import { useViewLeadPii } from '../api/pii-view.ts'
import { useRetainLead } from '../api/retain-lead.ts'
import { syncCompletedAt, useLeadSyncValue } from '../offline/lead-sync-progress.ts'
import { useLeadSource } from '../offline/use-lead-source.ts'
import type { TLeadWithSync } from '../offline/lead-record.ts'
import { AssignDialog } from './assign-dialog.tsx'
import { ChangeProjectDialog } from './change-project-dialog.tsx'
import { LeadStatusBadge, PendingSyncBadge } from './lead-badges.tsx'
import { LeadBookings } from './lead-bookings.tsx'
import { LeadEvents } from './lead-events.tsx'
import { carpetAreaMessage } from '../model/lead-values.ts'
import { LeadScorePanel } from './lead-score-panel.tsx'
import type { TLeadFormSectionKey } from '../../../../contract/lead-form.ts'
import { useLeadFormDefinition } from '../api/lead-form-definition.ts'
import { customValueText } from '../model/lead-form-custom.ts'
import { sectionEntries, type TStandardFieldKey } from '../model/lead-form-order.ts'

export interface LeadDetailProps {
  slug: string
  userId: string
  leadId: string
  /** The session's scope check (per project), from the route. */
  can: (scope: TScope, projectId?: string) => boolean
  /** The edit action (a link to the edit route), shown when the lead may be edited. */
  edit?: ReactNode
  /** Where conflict resolution for this lead is shown. */
  conflicts?: ReactNode
  /** The lead's field actions, beside the details on a wide screen (the route composes them). */
  actions?: ReactNode
  /** Their quick way in, always within reach: in the sticky header, or a bottom bar. */
  quickActions?: ReactNode
  /** A change of project makes a new lead: the screen moves to it. */
  onMoved: (newLeadId: string) => void
}

/** One lead: its groups of fields, its actions, its journey, audits and score. */
export function LeadDetail({
  slug,
  userId,
  leadId,
  can,
  edit,
  conflicts,
  actions,
  quickActions,
  onMoved,
}: LeadDetailProps) {
  const { i18n } = useLingui()
  const source = useLeadSource(slug, userId, leadId)
  if (source.isPending) return <Skeleton height="24rem" borderRadius="l3" />
  if (source.isError || !source.lead) {
    return (
      <ErrorState
        message={userMessage(source.error, i18n)}
        onRetry={source.refetch}
        retrying={source.isFetching}
      />
    )
  }
  return (
    <LeadView
      slug={slug}
      lead={source.lead}
      onDevice={source.source === 'device'}
      can={can}
      edit={edit}
      conflicts={conflicts}
      actions={actions}
      quickActions={quickActions}
      onMoved={onMoved}
    />
  )
}

function LeadView({
  slug,
  lead,
  onDevice,
  can,
  edit,
  conflicts,
  actions,
  quickActions,
  onMoved,
}: Omit<LeadDetailProps, 'userId' | 'leadId'> & { lead: TLeadWithSync; onDevice: boolean }) {
  const { t, i18n } = useLingui()
  const locale: TLocale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const online = useConnectivity() !== 'offline' && !onDevice
  // The device's copy is as old as the last sync that brought it (its own change is newer).
  const syncedAt = useLeadSyncValue(syncCompletedAt)
  useDeviceFreshness(`device:lead:${lead._id}`, onDevice && !lead.pendingSync ? syncedAt : null)
  const projectId = lead.projectId
  const [revealed, setRevealed] = useState<TPiiView | null>(null)
  const [dialog, setDialog] = useState<'assign' | 'project' | null>(null)
  const pii = useViewLeadPii(slug, lead._id)
  const assign = useAssignLeads(slug)
  const retain = useRetainLead(slug, lead._id)
  const definition = useLeadFormDefinition(slug).definition
  const { profile, propertyInterest: interest, background } = lead
  const canAssign = can('DXP_LEAD_ASSIGNMENT', projectId)
  const canSeeAudits = can('DXP_MODIFY_UNMASK_LEAD', projectId) || canAssign
  const canSeeBookings = BOOKING_READ_SCOPES.some((scope) => can(scope, projectId))
  const assignee = background.assignedTo
  const none = t`Not given`
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? none : String(value)
  const list = (values: readonly string[]) =>
    values.length ? values.map((value) => referenceLabel(value, i18n)).join(', ') : none
  // An entry of the organisation's reference lists, in the user's language when it is standard.
  const reference = (value: string | null) => (value ? referenceLabel(value, i18n) : none)
  // A group's items in the organisation's lead form order, its custom fields (each with its
  // admin-given label) among them.
  const sectionItems = <S extends TLeadFormSectionKey>(
    section: S,
    standard: Record<TStandardFieldKey<S>, ReactNode>,
  ) =>
    sectionEntries(definition, section).map((entry) =>
      entry.kind === 'custom' ? (
        <Item
          key={entry.field.key}
          label={entry.field.label}
          value={text(customValueText(lead.customFields?.[entry.field.key]))}
        />
      ) : (
        <Fragment key={entry.key}>{standard[entry.key]}</Fragment>
      ),
    )

  const reveal = () =>
    pii.mutate(undefined, {
      onSuccess: (values) => setRevealed(values),
    })

  const whatsApp = revealed?.whatsAppNumber ?? profile.whatsAppNumber
  const header = (
    <HStack justify="space-between" align="start" wrap="wrap" gap="3">
      {/* The name with what identifies the lead at a glance: its stage (the one it waits to
          reach, marked so), its number as shown to this user, its project. */}
      <Stack gap="1" minW="0">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} overflowWrap="anywhere">
          {profile.fullName}
        </Heading>
        <Wrap gap="2" align="center">
          <LeadStatusBadge status={lead.leadStatus} />
          {lead.pendingSync && <PendingSyncBadge />}
          {lead.retained && can('DXP_VIEW_RETAIN_LEAD', projectId) && (
            <Badge colorPalette="purple" variant="outline" size="sm">
              <Trans>Retained</Trans>
            </Badge>
          )}
          <Text textStyle="sm" fontVariantNumeric="tabular-nums">
            <Box as="span" srOnly>
              {t`WhatsApp number`}{' '}
            </Box>
            {whatsApp}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {lead.projectName}
          </Text>
        </Wrap>
      </Stack>
      <Wrap gap="2">
        {edit}
        {canAssign && (
          <Button
            size="sm"
            variant="outline"
            disabled={!online}
            onClick={() => setDialog('assign')}
          >
            <Trans>Assign</Trans>
          </Button>
        )}
        {canAssign && (
          <Button
            size="sm"
            variant="outline"
            disabled={!online}
            onClick={() => setDialog('project')}
          >
            <Trans>Change project</Trans>
          </Button>
        )}
        {can('DXP_MODIFY_RETAIN_LEAD', projectId) && (
          <Button
            size="sm"
            variant="outline"
            disabled={!online}
            loading={retain.isPending}
            onClick={() => retain.mutate(!lead.retained)}
          >
            {lead.retained ? <Trans>Release</Trans> : <Trans>Retain</Trans>}
          </Button>
        )}
      </Wrap>
    </HStack>
  )

  return (
    <Workspace header={header} quickActions={quickActions} aside={actions}>
      <Stack gap="6">
        {onDevice && (
          <Stack gap="1">
            <Alert.Root status="info" variant="subtle" size="sm" role="status">
              <Alert.Indicator />
              <Alert.Title>
                <Trans>Showing the copy saved on this device</Trans>
              </Alert.Title>
            </Alert.Root>
            <DataAsOf />
          </Stack>
        )}

        {/* Conflict resolution (features/leads/components/lead-conflicts.tsx) renders here. */}
        {conflicts}

        <Section title={t`Profile`}>
          <DataList.Root orientation="horizontal" size="sm">
            {sectionItems('profile', {
              fullName: <Item label={t`Full name`} value={profile.fullName} />,
              gender: (
                <Item
                  label={t`Gender`}
                  value={profile.gender ? enumLabel(GENDER_LABELS, profile.gender, i18n) : none}
                />
              ),
              age: <Item label={t`Age`} value={text(profile.age)} />,
              whatsAppNumber: (
                <Item
                  label={t`WhatsApp number`}
                  value={revealed?.whatsAppNumber ?? profile.whatsAppNumber}
                />
              ),
              alternateNumber: (
                <Item
                  label={t`Alternate number`}
                  value={text(revealed ? revealed.alternateNumber : profile.alternateNumber)}
                />
              ),
              email: (
                <Item label={t`Email`} value={text(revealed ? revealed.email : profile.email)} />
              ),
              sourceOfLead: <Item label={t`Source`} value={reference(profile.sourceOfLead)} />,
              subSourceOfLead: (
                <Item label={t`Sub source`} value={reference(profile.subSourceOfLead)} />
              ),
              currentLocation: (
                <Item label={t`Current location`} value={text(profile.currentLocation)} />
              ),
            })}
            <Item label={t`Agent`} value={text(profile.agentName)} />
          </DataList.Root>
          <Wrap gap="2" align="center">
            {lead.sensitive.alternateNumber && (
              <Badge colorPalette="orange" variant="subtle" size="sm">
                <Trans>Sensitive: alternate number</Trans>
              </Badge>
            )}
            {lead.sensitive.email && (
              <Badge colorPalette="orange" variant="subtle" size="sm">
                <Trans>Sensitive: email</Trans>
              </Badge>
            )}
            {can('DXP_MODIFY_UNMASK_LEAD', projectId) && !revealed && (
              <Button
                size="xs"
                variant="outline"
                loading={pii.isPending}
                disabled={!online}
                onClick={reveal}
              >
                <Trans>Unmask</Trans>
              </Button>
            )}
          </Wrap>
          {can('DXP_MODIFY_UNMASK_LEAD', projectId) && (
            <Text textStyle="xs" color="fg.muted">
              {revealed ? (
                <Trans>
                  Showing personal details. This view was recorded in the lead's audit trail.
                </Trans>
              ) : (
                <Trans>
                  Unmasking shows the numbers and email, and records the view in the audit trail.
                </Trans>
              )}
            </Text>
          )}
        </Section>

        <Section title={t`Property interest`}>
          <DataList.Root orientation="horizontal" size="sm">
            {sectionItems('propertyInterest', {
              budgetRange: (
                <Item
                  label={t`Budget`}
                  value={
                    interest.budgetRange
                      ? `${formatRupees(interest.budgetRange.min, locale, 0)} – ${formatRupees(interest.budgetRange.max, locale, 0)}`
                      : none
                  }
                />
              ),
              purposeOfProperty: (
                <Item label={t`Purpose`} value={reference(interest.purposeOfProperty)} />
              ),
              preferredUnitType: (
                <Item label={t`Preferred unit type`} value={list(interest.preferredUnitType)} />
              ),
              preferredFloor: (
                <Item label={t`Preferred floor`} value={list(interest.preferredFloor)} />
              ),
              propertyStatus: (
                <Item label={t`Property status`} value={reference(interest.propertyStatus)} />
              ),
              carpetAreaSqFtRange: (
                <Item
                  label={t`Carpet area`}
                  value={
                    interest.carpetAreaSqFtRange
                      ? i18n._(carpetAreaMessage(interest.carpetAreaSqFtRange, locale))
                      : none
                  }
                />
              ),
              otherPreferences: (
                <Item label={t`Other preferences`} value={text(interest.otherPreferences)} />
              ),
            })}
          </DataList.Root>
        </Section>

        <Section title={t`Background`}>
          <DataList.Root orientation="horizontal" size="sm">
            {sectionItems('background', {
              occupation: <Item label={t`Occupation`} value={text(background.occupation)} />,
              annualIncome: (
                <Item
                  label={t`Annual income`}
                  value={
                    background.annualIncome === null
                      ? none
                      : formatRupees(background.annualIncome, locale, 0)
                  }
                />
              ),
              qualification: (
                <Item label={t`Qualification`} value={text(background.qualification)} />
              ),
              fundingIsLoaned: (
                <Item
                  label={t`Funding`}
                  value={
                    background.fundingIsLoaned === null
                      ? none
                      : background.fundingIsLoaned
                        ? t`Home loan`
                        : t`Own funds`
                  }
                />
              ),
              possessionDate: (
                <Item
                  label={t`Possession date`}
                  value={
                    background.possessionDate
                      ? possessionText(background.possessionDate, locale)
                      : none
                  }
                />
              ),
              workLocation: <Item label={t`Work location`} value={text(background.workLocation)} />,
            })}
            <Item
              label={t`Assigned to`}
              value={assignee ? `${assignee.firstName} ${assignee.lastName}` : t`Unassigned`}
            />
            <Item label={t`Created`} value={formatDateTime(lead.createdAt, locale)} />
            <Item label={t`Last updated`} value={formatDateTime(lead.updatedAt, locale)} />
          </DataList.Root>
        </Section>

        {canSeeBookings && (
          <Section title={t`Bookings`}>
            <LeadBookings slug={slug} leadId={lead._id} />
          </Section>
        )}

        <Tabs.Root defaultValue="journey" variant="line" lazyMount>
          <Tabs.List aria-label={t`Lead history`}>
            <Tabs.Trigger value="journey">
              <Trans>Journey</Trans>
            </Tabs.Trigger>
            {canSeeAudits && (
              <Tabs.Trigger value="audits">
                <Trans>Audit</Trans>
              </Tabs.Trigger>
            )}
            <Tabs.Trigger value="score">
              <Trans>Score and summary</Trans>
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="journey">
            <LeadEvents slug={slug} leadId={lead._id} kind="journey" enabled />
          </Tabs.Content>
          {canSeeAudits && (
            <Tabs.Content value="audits">
              <LeadEvents slug={slug} leadId={lead._id} kind="audits" enabled={online} />
            </Tabs.Content>
          )}
          <Tabs.Content value="score">
            <LeadScorePanel slug={slug} leadId={lead._id} enabled={online} fallback={lead.aiData} />
          </Tabs.Content>
        </Tabs.Root>

        <AssignDialog
          slug={slug}
          projectId={projectId}
          open={dialog === 'assign'}
          onOpenChange={(open) => setDialog(open ? 'assign' : null)}
          leadCount={1}
          assigning={assign.isPending}
          onAssign={(assigneeId) =>
            assign.mutate({ leadIds: [lead._id], assigneeId }, { onSuccess: () => setDialog(null) })
          }
        />
        <ChangeProjectDialog
          slug={slug}
          leadId={lead._id}
          currentProjectId={projectId}
          open={dialog === 'project'}
          onOpenChange={(open) => setDialog(open ? 'project' : null)}
          onMoved={(newLeadId) => {
            setDialog(null)
            onMoved(newLeadId)
          }}
        />
      </Stack>
    </Workspace>
  )
}

function possessionText(date: { month: number; year: number }, locale: TLocale): string {
  // "Jun 2025": the day of a possession month is not known; formatDate's "01" would invent it.
  return formatDate(Date.UTC(date.year, date.month - 1, 15), locale).slice(3)
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack
      as="section"
      aria-label={title}
      gap="3"
      p="4"
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
    >
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={{ base: '7rem', sm: '10rem' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0" overflowWrap="anywhere">
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  )
}
