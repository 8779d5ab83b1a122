import { msg } from '@lingui/core/macro'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  BOOKING_PATHS,
  ZBookingDetails,
  ZBookingList,
  ZPaymentModeList,
  type TBookingForm,
  type TBookingListQuery,
} from '../../../../contract/bookings.ts'
import { PAYMENT_PLAN_PATHS, ZPaymentPlanList } from '../../../../contract/payment-plans.ts'
import type { OutboxRow } from '../../../lib/db.ts'
import { http } from '../../../lib/http.ts'
import { useDeviceQuery } from '../../../offline/device-db.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (slug: string, query: TBookingListQuery) => ['bookings', slug, 'list', query] as const,
  one: (slug: string, id: string) => ['bookings', slug, 'one', id] as const,
}

/** The manage-bookings list; kept while the next page loads. Stored for offline like any read. */
export const bookingListQuery = (slug: string, query: TBookingListQuery) =>
  queryOptions({
    queryKey: bookingKeys.list(slug, query),
    queryFn: ({ signal }) =>
      http.get(BOOKING_PATHS.all(slug), {
        query: { ...query },
        schema: ZBookingList,
        signal,
        silent: true,
      }),
    enabled: query.projectId !== '',
    placeholderData: keepPreviousData,
  })

/** One booking, as saved; missing (404) while its first save is still on the device. */
export const bookingQuery = (slug: string, id: string, enabled: boolean) =>
  queryOptions({
    queryKey: bookingKeys.one(slug, id),
    queryFn: ({ signal }) =>
      http.get(BOOKING_PATHS.one(slug, id), { schema: ZBookingDetails, signal, silent: true }),
    enabled,
    retry: false,
  })

export const paymentModesQuery = (slug: string) =>
  queryOptions({
    queryKey: ['bookings', slug, 'payment-modes'],
    queryFn: ({ signal }) =>
      http.get(BOOKING_PATHS.paymentModes(slug), {
        schema: ZPaymentModeList,
        signal,
        silent: true,
      }),
    staleTime: 10 * 60_000,
  })

export const paymentPlansQuery = (slug: string, projectId: string) =>
  queryOptions({
    queryKey: ['payment-plans', slug, projectId],
    queryFn: ({ signal }) =>
      http.get(PAYMENT_PLAN_PATHS.list(slug), {
        query: { projectId },
        schema: ZPaymentPlanList,
        signal,
        silent: true,
      }),
    enabled: projectId !== '',
  })

/**
 * Saves the booking form through the lead's outbox queue, like every field action: a draft
 * saved offline waits there, and a confirmation reaches the server once, after the lead's
 * earlier changes. Always a POST of the client-made id: the server creates the booking or
 * saves the one the id names.
 */
export function saveBooking(slug: string, form: TBookingForm, leadName: string, unitName: string) {
  return enqueue({
    entity: leadEntity(form.leadId),
    method: 'POST',
    path: BOOKING_PATHS.create(slug),
    body: form,
    label: form.isDraft
      ? msg`Booking draft for ${leadName}`
      : msg`Booking of ${unitName} for ${leadName}`,
    href: `/developer/manage-bookings/form?leadId=${form.leadId}&bookingId=${form._id}`,
  })
}

/** The outbox row while it waits (null once sent, undefined while the first read runs). */
export function useOutboxRow(id: string | null): OutboxRow | null | undefined {
  const read = useDeviceQuery(
    async (db) => ({ id, row: id ? ((await db.outbox.get({ id })) ?? null) : null }),
    [id],
  )
  // useDeviceQuery keeps the previous id's answer while the new id's first read runs: that null
  // would say "sent" before the row was even looked at.
  return read && read.id === id ? read.row : undefined
}
