import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  standardSections,
  type TLeadForm,
  type TLeadFormField,
} from '../../../../contract/lead-form.ts'
import type { TScope } from '../../../../contract/scopes.ts'
import { renderWithApp } from '../../../test-utils/render-with-app.tsx'
import { testLead } from '../../../test-utils/lead-test-kit.ts'
import { LeadDetail } from './lead-detail.tsx'

const SLUG = 'in/siteoffice/org-1'
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const LEAD = testLead({
  _id: 'l-1',
  profile: { alternateNumber: 'XXXXXXX4567', fullName: 'Asha Kulkarni' } as never,
  sensitive: { alternateNumber: true, email: true },
  propertyInterest: {
    ...testLead({ _id: 'x' }).propertyInterest,
    budgetRange: { min: 6_200_000, max: 8_600_000 },
    carpetAreaSqFtRange: { lower: 650, upper: 1_250 },
  },
})
const PAGE = { pageNumber: 1, pageSize: 100, totalNumItems: 3 }
const JOURNEY = {
  items: [
    { _id: 'e1', eventType: 'created', data: {}, actor: null, createdAt: '2024-03-01T10:00:00Z' },
    {
      _id: 'e2',
      eventType: 'status_changed',
      data: {},
      actor: { _id: 'u', firstName: 'Ravi', lastName: 'Shah' },
      createdAt: '2024-03-03T10:00:00Z',
    },
    {
      _id: 'e3',
      eventType: 'brandNewThing',
      data: {},
      actor: null,
      createdAt: '2024-03-02T10:00:00Z',
    },
  ],
  pageInfo: PAGE,
}

const fetchMock = vi.fn<typeof fetch>()
/** The organisation's lead form the server answers; none: the standard order. */
let leadForm: TLeadForm | undefined
let lead = LEAD

/** A custom field first, then email before full name. */
function reorderedForm(): TLeadForm {
  const sections = standardSections()
  const profile = sections[0]!
  const tower: TLeadFormField = {
    ...profile.fields[0]!,
    key: 'cf_tower',
    label: 'Preferred tower',
    isCustom: true,
  }
  const order = ['cf_tower', 'email', 'fullName']
  const rest = profile.fields.filter((f) => !order.includes(f.key))
  const email = profile.fields.find((f) => f.key === 'email')!
  profile.fields = [tower, email, profile.fields[0]!, ...rest].map((f, i) => ({
    ...f,
    rank: i + 1,
  }))
  return { _id: 'lf', orgId: 'org-1', version: 3, sections, updatedAt: '' }
}

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname
    if (init?.method === 'POST' && path.endsWith('/pii-view')) {
      return json({
        whatsAppNumber: '9876543210',
        alternateNumber: '9123454567',
        email: 'asha@example.com',
      })
    }
    if (path.endsWith('/journey')) return json(JOURNEY)
    if (path.endsWith('/customise-lead-form')) return json(leadForm ?? {}, leadForm ? 200 : 404)
    return json(lead)
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  leadForm = undefined
  lead = LEAD
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function renderDetail(scopes: TScope[]) {
  const can = (scope: TScope) => scopes.includes(scope)
  return renderWithApp(
    {
      '/developer/manage-leads/$leadId': () => (
        <LeadDetail slug={SLUG} userId="user-1" leadId="l-1" can={can} onMoved={() => {}} />
      ),
    },
    '/developer/manage-leads/l-1',
  )
}

describe('LeadDetail', () => {
  it('shows masked values and the sensitive flags, with no way to unmask without the scope', async () => {
    renderDetail([])
    expect(await screen.findByRole('heading', { name: 'Asha Kulkarni', level: 1 })).toBeTruthy()
    // The workspace header and the details both show the number, masked.
    expect(screen.getAllByText('XXXXXX3210')).toHaveLength(2)
    expect(screen.getByText('XXXXXXX4567')).toBeTruthy()
    expect(screen.getByText('Sensitive: alternate number')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Unmask' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull()
  })

  it('words the property interest: rupee budget and carpet area', async () => {
    renderDetail([])
    expect(await screen.findByText('650 – 1,250 sq ft')).toBeTruthy()
    expect(screen.getByText('₹62,00,000 – ₹86,00,000')).toBeTruthy()
  })

  it('unmasks through the audited call when allowed, keeping the values on screen only', async () => {
    renderDetail(['DXP_MODIFY_UNMASK_LEAD'])
    fireEvent.click(await screen.findByRole('button', { name: 'Unmask' }))
    expect(await screen.findAllByText('9876543210')).toHaveLength(2)
    expect(screen.getByText('asha@example.com')).toBeTruthy()
    expect(screen.getByText(/This view was recorded/)).toBeTruthy()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(new URL(String(post?.[0])).pathname).toBe(`/ilead-service/v1/${SLUG}/leads/l-1/pii-view`)
  })

  it('words the journey newest first, showing an unknown event type as it is', async () => {
    renderDetail([])
    const tabs = await screen.findByRole('tablist', { name: 'Lead history' })
    expect(within(tabs).queryByRole('tab', { name: 'Audit' })).toBeNull()
    const panel = await screen.findByRole('tabpanel')
    await within(panel).findByText('Status changed')
    const titles = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
    expect(titles[0]).toContain('Status changed')
    expect(titles[0]).toContain('Ravi Shah')
    expect(titles[1]).toContain('brandNewThing')
    expect(titles[2]).toContain('Lead created')
  })

  it('offers assignment and the audit tab with the assignment scope', async () => {
    renderDetail(['DXP_LEAD_ASSIGNMENT'])
    expect(await screen.findByRole('button', { name: 'Assign' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Change project' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Audit' })).toBeTruthy()
  })

  it('shows a group’s items in the organisation’s lead form order', async () => {
    leadForm = reorderedForm()
    lead = { ...LEAD, customFields: { cf_tower: 'Tower B' } }
    renderDetail([])
    const profile = await screen.findByRole('region', { name: 'Profile' })
    await within(profile).findByText('Preferred tower')
    const labels = [...profile.querySelectorAll('dt')].map((dt) => dt.textContent)
    expect(labels.slice(0, 4)).toEqual(['Preferred tower', 'Email', 'Full name', 'Gender'])
    expect(within(profile).getByText('Tower B')).toBeTruthy()
  })
})
