import { Button, HStack, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { BOOKING_READ_SCOPES } from '../../../../contract/bookings.ts'
import { COST_SHEET_READ_SCOPES } from '../../../../contract/cost-sheet.ts'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { CHAT_AREA_ID, ChatArea } from '../../../features/chat/components/chat-area.tsx'
import { LeadActions } from '../../../features/lead-actions/components/lead-actions.tsx'
import { LeadActionsNav } from '../../../features/lead-actions/components/lead-actions-nav.tsx'
import { LeadConflicts } from '../../../features/leads/components/lead-conflicts.tsx'
import { LeadDetail } from '../../../features/leads/components/lead-detail.tsx'
import { followLeadChange } from '../../../features/leads/offline/save-lead.ts'
import { useLeadSource } from '../../../features/leads/offline/use-lead-source.ts'
import { MessageIcon } from '../../../components/ui/icons.tsx'
import { leadStatusLabel } from '../../../lib/enum-labels.ts'
import { costSheetLogPdf } from './-cost-sheet-pdf.ts'

export const Route = createFileRoute('/developer/manage-leads/$leadId')({
  component: LeadDetailPage,
})

/** The lead's workspace: its details, and beside them (or below, with a bar) its field actions. */
function LeadDetailPage() {
  const session = useSession()
  const can = useCan()
  const { leadId } = Route.useParams()
  const navigate = Route.useNavigate()
  if (!session) return null
  return (
    <LeadDetail
      slug={session.slug}
      userId={session.userId}
      leadId={leadId}
      can={can}
      edit={
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <Link to="/developer/manage-leads/$leadId/edit" params={{ leadId }}>
              <Trans>Edit</Trans>
            </Link>
          </Button>
          {/* The booking form, for those who read bookings (it opens view-only without more). */}
          {BOOKING_READ_SCOPES.some((s) => can(s)) ? (
            <Button asChild size="sm" variant="outline">
              <Link to="/developer/manage-bookings/form" search={{ leadId }}>
                <Trans>Book unit</Trans>
              </Link>
            </Button>
          ) : null}
        </HStack>
      }
      conflicts={<LeadConflicts slug={session.slug} leadId={leadId} />}
      actions={
        <Stack gap="6">
          <FieldActions slug={session.slug} userId={session.userId} leadId={leadId} />
          <LeadChat slug={session.slug} userId={session.userId} leadId={leadId} />
        </Stack>
      }
      quickActions={<LeadNav slug={session.slug} userId={session.userId} leadId={leadId} />}
      onMoved={(newLeadId) =>
        void navigate({ to: '/developer/manage-leads/$leadId', params: { leadId: newLeadId } })
      }
    />
  )
}

/** The lead's field actions, once the lead itself is known (its project, stage and name). */
function FieldActions({ slug, userId, leadId }: { slug: string; userId: string; leadId: string }) {
  const { i18n } = useLingui()
  const { lead } = useLeadSource(slug, userId, leadId)
  if (!lead) return null
  return (
    <LeadActions
      slug={slug}
      userId={userId}
      lead={{
        _id: lead._id,
        projectId: lead.projectId,
        leadStatus: lead.leadStatus,
        fullName: lead.profile.fullName,
        phones: {
          whatsAppNumber: lead.profile.whatsAppNumber,
          alternateNumber: lead.profile.alternateNumber,
        },
      }}
      statusLabel={(status) => leadStatusLabel(status, (d) => i18n._(d))}
      // A stage change moves the device's copy of the lead, from the lead shown here.
      followLead={(change, db) => followLeadChange(lead, change, { ownerId: userId, db })}
    />
  )
}

/** The field actions' jump links, and the chat's for those who may chat (as LeadChat). */
function LeadNav({ slug, userId, leadId }: { slug: string; userId: string; leadId: string }) {
  const { _ } = useLingui()
  const can = useCan()
  const { lead } = useLeadSource(slug, userId, leadId)
  const chat = lead && can('DXP_CALLSNCHAT', lead.projectId)
  return (
    <LeadActionsNav
      extraItems={chat ? [{ id: CHAT_AREA_ID, label: _(msg`Chat`), icon: MessageIcon }] : []}
    />
  )
}

/**
 * The lead's WhatsApp conversation, after its field actions (decision 0040), with its project's
 * files to send and, for those who read cost sheets, the lead's cost sheets as PDFs (0054).
 */
function LeadChat({ slug, userId, leadId }: { slug: string; userId: string; leadId: string }) {
  const can = useCan()
  const queryClient = useQueryClient()
  const { lead } = useLeadSource(slug, userId, leadId)
  if (!lead || !can('DXP_CALLSNCHAT', lead.projectId)) return null
  const costSheets = COST_SHEET_READ_SCOPES.some((scope) => can(scope, lead.projectId))
  return (
    <ChatArea
      leadId={lead._id}
      leadName={lead.profile.fullName}
      userId={userId}
      attachments={{
        slug,
        projectId: lead.projectId,
        ...(costSheets
          ? { makeCostSheetPdf: (log) => costSheetLogPdf(queryClient, slug, log) }
          : {}),
      }}
    />
  )
}
