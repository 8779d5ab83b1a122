import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TLead, TLeadChange, TLeadUpdate } from '../../../../contract/leads.ts'
import { getDb } from '../../../lib/db.ts'
import * as actions from '../../../offline/outbox/actions.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { setOutboxPrincipal } from '../../../offline/outbox/principal.ts'
import { USER_A } from '../../../test-utils/outbox-test-kit.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { sampleLead } from '../../../test-utils/lead-form-fixtures.ts'
import { LeadConflicts } from './lead-conflicts.tsx'

const SLUG = 'in/dxp/org-1'
const LEAD_ID = '7d1f6f7e-4a43-4b43-9a53-2f8a3c0e1d11'

const edit: TLeadUpdate = {
  version: 3,
  profile: { fullName: 'Rahul K Sharma' },
  propertyInterest: { budgetRange: { min: 5_000_000, max: 9_000_000 } },
  background: { fundingIsLoaned: false },
}

const current: TLead = sampleLead({ version: 5, leadStatus: 'Qualified' })
const changes: TLeadChange[] = [
  {
    version: 4,
    by: { _id: 'user-2', firstName: 'Asha', lastName: 'Verma' },
    at: '2025-05-03T04:32:00.000Z',
    fields: ['leadStatus', 'propertyInterest.otherPreferences'],
  },
  { version: 5, by: null, at: null, fields: [] },
]

async function queueRefusedEdit(code = 'LEAD_VERSION_CONFLICT'): Promise<string> {
  const id = await enqueue({
    entity: `lead:${LEAD_ID}`,
    method: 'PATCH',
    path: `/ilead-service/v1/${SLUG}/leads/${LEAD_ID}`,
    body: edit,
    label: 'Edit lead',
  })
  await getDb()
    .outbox.where('id')
    .equals(id)
    .modify({
      state: 'needs-attention',
      lastError: { status: 409, code, message: 'changed', details: { current, changes } },
    })
  return id
}

beforeEach(() => {
  setOutboxPrincipal(USER_A)
})

afterEach(async () => {
  vi.restoreAllMocks()
  setOutboxPrincipal(null)
  const db = getDb()
  await Promise.all([db.outbox.clear(), db.syncLog.clear(), db.leads.clear()])
})

const group = (name: string) => screen.getByRole('radiogroup', { name })

async function renderConflicts() {
  renderWithProviders(<LeadConflicts slug={SLUG} leadId={LEAD_ID} />)
  await screen.findByRole('button', { name: 'Resolve' })
}

describe('LeadConflicts', () => {
  it('shows nothing without a conflict, nor for another refusal', async () => {
    await queueRefusedEdit('LEAD_RETAINED')
    renderWithProviders(<LeadConflicts slug={SLUG} leadId={LEAD_ID} />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull()
  })

  it('puts each changed field beside the server’s, formatted for people, mine chosen', async () => {
    await queueRefusedEdit()
    await renderConflicts()
    const name = group('Full name')
    expect(within(name).getByText('Rahul K Sharma')).toBeTruthy()
    expect(within(name).getByText('Rahul Sharma')).toBeTruthy()
    expect(
      (within(name).getByRole('radio', { name: 'Keep mine' }) as HTMLInputElement).checked,
    ).toBe(true)
    const budget = group('Budget')
    expect(within(budget).getByText('₹50,00,000 – ₹90,00,000')).toBeTruthy()
    expect(within(budget).getByText('₹50,00,000 – ₹80,00,000')).toBeTruthy()
    const funding = group('Funding by loan')
    expect(within(funding).getByText('No, own funds')).toBeTruthy()
    expect(within(funding).getByText('Yes, a loan')).toBeTruthy()
    // Only the fields the edit changes.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(3)
  })

  it('says who changed what and when', async () => {
    await queueRefusedEdit()
    await renderConflicts()
    expect(
      screen.getByText('Asha Verma changed Status and Other preferences on 03 May 2025, 10:02 AM'),
    ).toBeTruthy()
    expect(screen.getByText('Someone else changed this lead')).toBeTruthy()
  })

  it('re-sends only the kept fields against the server version', async () => {
    const editSpy = vi.spyOn(actions, 'editOutboxItem')
    const id = await queueRefusedEdit()
    await renderConflicts()
    const serverChoice = within(group('Full name')).getByRole('radio', {
      name: "Keep the server's",
    }) as HTMLInputElement
    fireEvent.click(serverChoice)
    await waitFor(() => expect(serverChoice.checked).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }))
    await waitFor(() => expect(editSpy).toHaveBeenCalledTimes(1))
    expect(editSpy.mock.calls[0]?.[0]).toBe(id)
    expect(editSpy.mock.calls[0]?.[1]).toEqual({
      version: 5,
      propertyInterest: { budgetRange: { min: 5_000_000, max: 9_000_000 } },
      background: { fundingIsLoaned: false },
    })
    const row = await getDb().outbox.get({ id })
    expect(row?.state).toBe('pending')
    const record = await getDb().leads.get(LEAD_ID)
    expect(record).toMatchObject({ version: 5, pendingSync: true, leadStatus: 'Qualified' })
    expect(record?.profile.fullName).toBe('Rahul Sharma')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull())
  })

  it('discards the edit when every field is the server’s', async () => {
    const discardSpy = vi.spyOn(actions, 'discardOutboxItem')
    const editSpy = vi.spyOn(actions, 'editOutboxItem')
    const id = await queueRefusedEdit()
    await renderConflicts()
    for (const name of ['Full name', 'Budget', 'Funding by loan']) {
      const radio = within(group(name)).getByRole('radio', {
        name: "Keep the server's",
      }) as HTMLInputElement
      fireEvent.click(radio)
      await waitFor(() => expect(radio.checked).toBe(true))
    }
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }))
    await waitFor(() => expect(discardSpy).toHaveBeenCalledWith(id, expect.anything()))
    expect(editSpy).not.toHaveBeenCalled()
    expect(await getDb().outbox.count()).toBe(0)
    expect((await getDb().leads.get(LEAD_ID))?.version).toBe(5)
  })

  it('is operable from the keyboard: native radios in named groups, Enter resolves', async () => {
    const editSpy = vi.spyOn(actions, 'editOutboxItem')
    await queueRefusedEdit()
    await renderConflicts()
    for (const radio of screen.getAllByRole('radio')) {
      // Native inputs: the browser gives them Tab, Space and the arrow keys.
      expect(radio.tagName).toBe('INPUT')
      expect((radio as HTMLInputElement).type).toBe('radio')
      expect((radio as HTMLInputElement).disabled).toBe(false)
    }
    const resolve = screen.getByRole('button', { name: 'Resolve' })
    expect((resolve as HTMLButtonElement).type).toBe('submit')
    fireEvent.submit(resolve.closest('form') as HTMLFormElement)
    await waitFor(() => expect(editSpy).toHaveBeenCalledTimes(1))
  })
})
