import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TBooking, TLeadBookings } from '../../../../contract/bookings.ts'
import type { TScope } from '../../../../contract/scopes.ts'
import { renderWithApp, renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { testLead } from '../../../test-utils/lead-test-kit.ts'
import { LeadBookings } from './lead-bookings.tsx'
import { LeadDetail } from './lead-detail.tsx'
import { getDb } from '../../../lib/db.ts'
import { storeLeadDetails } from '../../../offline/lead-details.ts'
import { setOutboxPrincipal } from '../../../offline/outbox/principal.ts'
import type { TLeadDetails } from '../../../../contract/lead-details.ts'

const SLUG = 'in/siteoffice/org-1'
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const booking = (o: Partial<TBooking> & { _id: string }): TBooking => ({
  bookingId: 'BK-2026-000123',
  status: 'BOOKED',
  isDraft: false,
  projectId: 'p-1',
  unit: { _id: 'u-1', name: 'A-1203', buildingName: 'Tower A' },
  ownerName: 'Asha Kulkarni',
  agreementValue: 8_450_000,
  tokenAmount: 200_000,
  modeOfPayment: 'NEFT',
  createdAt: '2026-03-05T20:00:00Z',
  ...o,
})

const GROUPED: TLeadBookings = {
  BOOKED: [booking({ _id: 'b-1' })],
  CANCELLED: [
    booking({
      _id: 'b-2',
      bookingId: 'BK-2026-000101',
      status: 'CANCELLED',
      isDraft: false,
      unit: { _id: 'u-2', name: 'B-0704', buildingName: 'Tower B' },
      agreementValue: 7_125_500.5,
      tokenAmount: 150_000,
      modeOfPayment: 'Cheque',
      createdAt: '2026-01-10T06:00:00Z',
    }),
  ],
}

const EMPTY_PAGE = { items: [], pageInfo: { pageNumber: 1, pageSize: 50, totalNumItems: 0 } }
const detailsOf = (leadId: string, bookings: TLeadBookings): TLeadDetails => ({
  leadId,
  journey: EMPTY_PAGE,
  tasks: EMPTY_PAGE,
  siteVisits: EMPTY_PAGE,
  dispositions: EMPTY_PAGE,
  bookings,
})

const fetchMock = vi.fn<typeof fetch>()
let answer: () => Response

beforeEach(() => {
  answer = () => json(GROUPED)
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input)).pathname
    if (path.endsWith('/bookings')) return answer()
    if (path.endsWith('/journey')) {
      return json({ items: [], pageInfo: { pageNumber: 1, pageSize: 100, totalNumItems: 0 } })
    }
    return json(testLead({ _id: 'l-1' }))
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

const renderBookings = () => renderWithProviders(<LeadBookings slug={SLUG} leadId="l-1" />)

describe('LeadBookings', () => {
  it("asks for the lead's bookings grouped by status", async () => {
    renderBookings()
    await screen.findByText('BK-2026-000123')
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]))
    expect(url.pathname).toBe(`/ilead-service/v1/${SLUG}/bookings`)
    expect(url.searchParams.get('leadId')).toBe('l-1')
    expect(url.searchParams.get('groupBy')).toBe('status')
  })

  it('shows the booked and the cancelled, each with unit, amounts in rupees, mode and date', async () => {
    renderBookings()
    const booked = await screen.findByRole('region', { name: 'Booked' })
    expect(within(booked).getByRole('heading', { name: 'Booked (1)' })).toBeTruthy()
    expect(within(booked).getByText('BK-2026-000123')).toBeTruthy()
    expect(within(booked).getByText('A-1203 · Tower A')).toBeTruthy()
    expect(within(booked).getByText('₹84,50,000.00')).toBeTruthy()
    expect(within(booked).getByText('₹2,00,000.00')).toBeTruthy()
    expect(within(booked).getByText('NEFT')).toBeTruthy()
    expect(within(booked).getByText('06 Mar 2026')).toBeTruthy()
    const cancelled = screen.getByRole('region', { name: 'Cancelled' })
    expect(within(cancelled).getByText('BK-2026-000101')).toBeTruthy()
    expect(within(cancelled).getByText('B-0704 · Tower B')).toBeTruthy()
    expect(within(cancelled).getByText('₹71,25,500.50')).toBeTruthy()
    expect(within(cancelled).getByText('Cheque')).toBeTruthy()
    expect(within(cancelled).queryByText('BK-2026-000123')).toBeNull()
  })

  it('marks a draft, and leaves out a group with nothing in it', async () => {
    answer = () => json({ BOOKED: [booking({ _id: 'd', isDraft: true })], CANCELLED: [] })
    renderBookings()
    expect(await screen.findByText('Draft')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Cancelled' })).toBeNull()
  })

  it('says so when there are none', async () => {
    answer = () => json({ BOOKED: [], CANCELLED: [] })
    renderBookings()
    expect(await screen.findByText('No bookings yet')).toBeTruthy()
  })

  it("shows the server's message and retries", async () => {
    answer = () => json({ message: 'Something broke', code: 'X' }, 500)
    renderBookings()
    expect(await screen.findByText('Something broke')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    answer = () => json(GROUPED)
    expect(await screen.findByText('BK-2026-000123')).toBeTruthy()
  })

  describe('offline', () => {
    beforeEach(() => {
      setOutboxPrincipal({ userId: 'user-1', orgId: 'org-1' })
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    })
    afterEach(async () => {
      setOutboxPrincipal(null)
      vi.restoreAllMocks()
      await getDb().leadDetails.clear()
      await getDb().leadDetailsMeta.clear()
    })

    it("shows the device's copy of a lead whose details are saved", async () => {
      await storeLeadDetails('user-1', [detailsOf('l-1', GROUPED)], new Map(), Date.now())
      renderBookings()
      expect(await screen.findByText('BK-2026-000123')).toBeTruthy()
      expect(screen.queryByText(/shown when you are online/)).toBeNull()
    })

    it('says plainly that they need the network when the device has none', async () => {
      renderBookings()
      expect(
        await screen.findByText(
          "This lead's bookings are not saved on this device. They are shown when you are online.",
        ),
      ).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    })
  })
})

describe("the lead's page", () => {
  const renderDetail = (scopes: TScope[]) =>
    renderWithApp(
      {
        '/developer/manage-leads/$leadId': () => (
          <LeadDetail
            slug={SLUG}
            userId="user-1"
            leadId="l-1"
            can={(scope) => scopes.includes(scope)}
            onMoved={() => {}}
          />
        ),
      },
      '/developer/manage-leads/l-1',
    )

  it('has a Bookings section for those who may read bookings', async () => {
    renderDetail(['DXP_VIEW_BOOKING_FORM'])
    const section = await screen.findByRole('region', { name: 'Bookings' })
    expect(await within(section).findByText('BK-2026-000123')).toBeTruthy()
  })

  it('has none, and asks for none, without a booking scope', async () => {
    renderDetail(['DXP_ADD_LEAD'])
    await screen.findByRole('region', { name: 'Profile' })
    expect(screen.queryByRole('region', { name: 'Bookings' })).toBeNull()
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname)
    expect(asked.some((p) => p.endsWith('/bookings'))).toBe(false)
  })
})
