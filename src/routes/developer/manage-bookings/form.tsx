import { Button, HStack, Skeleton, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import {
  BOOKING_EDIT_SCOPES,
  BOOKING_MODIFY_SCOPES,
  BOOKING_READ_SCOPES,
} from '../../../../contract/bookings.ts'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { bookingQuery } from '../../../features/bookings/api/bookings-api.ts'
import { BookingForm } from '../../../features/bookings/components/booking-form.tsx'
import { emptyBooking, valuesOf } from '../../../features/bookings/model/booking-form.ts'
import { useLeadSource } from '../../../features/leads/offline/use-lead-source.ts'
import { randomId } from '../../../lib/random-id.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'

interface FormSearch {
  leadId: string
  bookingId?: string
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** The booking form of a lead: a new booking, or a saved draft or booking (bookingId). */
export const Route = createFileRoute('/developer/manage-bookings/form')({
  validateSearch: (search: Record<string, unknown>): FormSearch => ({
    leadId: text(search.leadId) ?? '',
    bookingId: text(search.bookingId),
  }),
  component: BookingFormPage,
})

function BookingFormPage() {
  const session = useSession()
  const can = useCan()
  const online = useConnectivity() === 'online'
  const { leadId, bookingId } = Route.useSearch()
  const [newId] = useState(randomId)
  const source = useLeadSource(session?.slug ?? '', session?.userId ?? '', leadId).lead
  // The connection dropping switches the lead's source to the device's copy, which is read
  // anew (or is missing before the first lead sync): the form stays, with what was typed.
  const [kept, setKept] = useState(source)
  if (source && source !== kept) setKept(source)
  const lead = source ?? (kept?._id === leadId ? kept : source)
  const saved = useQuery(bookingQuery(session?.slug ?? '', bookingId ?? '', Boolean(bookingId)))
  if (!session) return null
  const projectId = lead?.projectId
  const reads = BOOKING_READ_SCOPES.some((s) => can(s, projectId))
  const confirmed = saved.data ? !saved.data.isDraft : false
  const editable = (confirmed ? BOOKING_EDIT_SCOPES : BOOKING_MODIFY_SCOPES).some((s) =>
    can(s, projectId),
  )
  const leadName = lead?.profile.fullName ?? ''
  const ready = lead && (!bookingId || saved.data || saved.isError)
  return (
    <PermittedScreen
      title={<Trans>Booking form</Trans>}
      description={lead ? <Trans>Booking for {leadName}</Trans> : <Trans>Booking</Trans>}
      permitted={reads || !lead}
    >
      <HStack>
        <Button asChild size="sm" variant="outline">
          <Link to="/developer/manage-leads/$leadId" params={{ leadId }}>
            <Trans>Back to the lead</Trans>
          </Link>
        </Button>
      </HStack>
      {!ready ? (
        <Skeleton height="30rem" borderRadius="l3" />
      ) : !lead ? (
        <Text role="alert">
          <Trans>This lead is not on this device.</Trans>
        </Text>
      ) : (
        <BookingForm
          key={saved.data?._id ?? newId}
          slug={session.slug}
          online={online}
          editable={editable}
          lead={{
            _id: lead._id,
            projectId: lead.projectId,
            fullName: lead.profile.fullName,
            whatsAppNumber: lead.profile.whatsAppNumber,
            email: lead.profile.email,
          }}
          initial={
            saved.data
              ? valuesOf(saved.data)
              : emptyBooking(
                  {
                    _id: lead._id,
                    projectId: lead.projectId,
                    fullName: lead.profile.fullName,
                    whatsAppNumber: lead.profile.whatsAppNumber,
                    email: lead.profile.email,
                  },
                  bookingId ?? newId,
                )
          }
        />
      )}
    </PermittedScreen>
  )
}
