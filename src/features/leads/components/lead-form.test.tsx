import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest'
import type { TDuplicateLead, TLead } from '../../../../contract/leads.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError } from '../../../lib/http.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { sampleLead } from '../../../test-utils/lead-form-fixtures.ts'
import { renderWithApp } from '../../../test-utils/render-with-app.tsx'
import { LeadForm, type LeadFormLists, type LeadFormProps } from './lead-form.tsx'

const option = (labelName: string, parentId: string | null = null) => ({
  _id: `id-${labelName}`,
  labelName,
  parentId,
})

const LISTS: LeadFormLists = {
  sources: [option('Website'), option('Walk-in')],
  subSources: [option('Google Ads', 'id-Website'), option('Hoarding', 'id-Walk-in')],
  labels: [option('Hot'), option('NRI')],
  purposes: [option('Self use'), option('Investment')],
  unitTypes: [option('2 BHK'), option('3 BHK')],
  floors: [option('Lower'), option('Higher')],
  propertyStatuses: [option('Ready to move')],
}

afterEach(() => {
  vi.restoreAllMocks()
})

async function renderForm(props: Partial<LeadFormProps> = {}) {
  const onSave =
    (props.onSave as Mock<LeadFormProps['onSave']> | undefined) ??
    vi.fn<LeadFormProps['onSave']>().mockResolvedValue(undefined)
  renderWithApp(
    {
      '/': () => <LeadForm lists={LISTS} canChangeSource online onSave={onSave} {...props} />,
      '/developer/manage-leads/$leadId': () => <p>Lead detail</p>,
    },
    '/',
  )
  await screen.findByRole('button', { name: /Add lead|Save changes/ })
  return { onSave }
}

const control = (label: string | RegExp) =>
  screen.getByLabelText(typeof label === 'string' ? new RegExp(`^${escape(label)}`) : label)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function type(label: string, value: string) {
  const input = control(label)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
  return input
}

function select(label: string, value: string) {
  fireEvent.change(control(label), { target: { value } })
}

const submit = (name: RegExp = /Add lead|Save changes/) =>
  fireEvent.click(screen.getByRole('button', { name }))

const progressValue = () =>
  screen.getByRole('progressbar', { name: 'Form progress' }).getAttribute('aria-valuenow')

function fillValid() {
  type('Full name', 'Ananya Iyer')
  type('WhatsApp number', '9876543210')
  select('Source', 'Website')
}

describe('LeadForm validation', () => {
  it.each<[string, [string, string][], string]>([
    ['a full name with digits', [['Full name', 'Rahul 2']], 'Full name can only contain letters.'],
    ['age 17', [['Age', '17']], 'Age must be at least 18.'],
    ['a bad email', [['Email', 'ananya@']], 'Please enter a valid email address.'],
    [
      'the same two numbers',
      [
        ['WhatsApp number', '9876543210'],
        ['Alternate number', '9876543210'],
      ],
      'WhatsApp and alternate numbers cannot be the same.',
    ],
    ['a 9-digit number', [['WhatsApp number', '987654321']], 'Please enter a valid number.'],
    ['an emoji in a text field', [['Current location', 'Pune 🏠']], 'Emoji cannot be added.'],
    [
      'a min budget above the max',
      [
        ['Minimum budget', '90,00,000'],
        ['Maximum budget', '60,00,000'],
      ],
      'Maximum budget must be more than the minimum.',
    ],
  ])('shows the rule for %s on leaving the field', async (_case, entries, message) => {
    await renderForm({ online: false })
    expect(screen.queryByText(message)).toBeNull()
    for (const [label, value] of entries) type(label, value)
    expect(await screen.findByText(message)).toBeTruthy()
  })

  it('shows nothing for a field not yet left, and every rule on save', async () => {
    const { onSave } = await renderForm()
    fireEvent.change(control('Age'), { target: { value: '17' } })
    expect(screen.queryByText('Age must be at least 18.')).toBeNull()
    submit()
    expect(await screen.findByText('Age must be at least 18.')).toBeTruthy()
    // Blank required fields too (name and source; the number is not one), and focus goes to
    // the first wrong field.
    expect(screen.getAllByText('This field cannot be left blank.')).toHaveLength(2)
    expect(screen.getByText('Please enter a valid number.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(control('Full name')))
    expect(onSave).not.toHaveBeenCalled()
  })

  it('clears a message once the value is put right', async () => {
    await renderForm()
    type('Age', '17')
    expect(await screen.findByText('Age must be at least 18.')).toBeTruthy()
    type('Age', '18')
    await waitFor(() => expect(screen.queryByText('Age must be at least 18.')).toBeNull())
  })

  it('keeps only digits in the number fields', async () => {
    await renderForm()
    const input = type('WhatsApp number', '+91 98765-43210')
    expect((input as HTMLInputElement).value).toBe('9876543210')
  })
})

describe('LeadForm progress', () => {
  it('starts at 0 and goes up 5 per filled field', async () => {
    await renderForm({ online: false })
    expect(progressValue()).toBe('0')
    type('Full name', 'Ananya Iyer')
    expect(progressValue()).toBe('5')
    type('Age', '30')
    expect(progressValue()).toBe('10')
    // A range counts when both ends are filled.
    type('Minimum budget', '10,00,000')
    expect(progressValue()).toBe('10')
    type('Maximum budget', '20,00,000')
    expect(progressValue()).toBe('15')
    fireEvent.click(screen.getByRole('checkbox', { name: '3 BHK' }))
    await waitFor(() => expect(progressValue()).toBe('20'))
  })

  it('never passes 100 with every field filled', async () => {
    const full: TLead = sampleLead({
      profile: { ...sampleLead().profile, subSourceOfLead: 'Google Ads' },
      propertyInterest: {
        budgetRange: { min: 1, max: 2 },
        purposeOfProperty: 'Self use',
        preferredUnitType: ['2 BHK'],
        preferredFloor: ['Higher'],
        propertyStatus: 'Ready to move',
        otherPreferences: 'East facing',
        carpetAreaSqFtRange: { lower: 900, upper: 1200 },
      },
      background: {
        ...sampleLead().background,
        qualification: 'MBA',
        possessionDate: { month: 6, year: 2027 },
        workLocation: 'Hinjewadi',
      },
    })
    await renderForm({ lead: full })
    expect(progressValue()).toBe('100')
  })
})

describe('LeadForm saving', () => {
  it('saves a valid new lead with the contract body and says it waits when offline', async () => {
    const success = vi.spyOn(toaster, 'success')
    const { onSave } = await renderForm({ online: false })
    fillValid()
    type('Age', '30')
    const nri = screen.getByRole('checkbox', { name: 'NRI' }) as HTMLInputElement
    fireEvent.click(nri)
    // The native box ticks at once; the group is controlled, so its data-state says when the
    // form's own value has the label too.
    await waitFor(() => expect(nri.closest('label')?.getAttribute('data-state')).toBe('checked'))
    submit()
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      kind: 'create',
      body: {
        profile: { fullName: 'Ananya Iyer', whatsAppNumber: '9876543210', age: 30 },
        leadStatus: 'New Lead',
        labels: ['NRI'],
      },
    })
    await waitFor(() => expect(success).toHaveBeenCalledWith({ title: 'Saved. Waiting to sync' }))
  })

  it('says "Lead saved" online', async () => {
    const success = vi.spyOn(toaster, 'success')
    await renderForm({
      validateWhatsApp: vi.fn().mockResolvedValue({ valid: true, message: '' }),
    })
    fillValid()
    submit()
    await waitFor(() => expect(success).toHaveBeenCalledWith({ title: 'Lead saved' }))
  })

  it('keeps everything typed when the save fails, and says why', async () => {
    const onSave = vi.fn<LeadFormProps['onSave']>().mockRejectedValue(
      new HttpError('server', MESSAGES.somethingWentWrong, {
        status: 400,
        serverMessage: 'Bad request',
        fields: [{ field: 'profile.currentLocation', message: 'Emoji cannot be added' }],
      }),
    )
    await renderForm({ online: false, onSave })
    fillValid()
    type('Current location', 'Pune')
    submit()
    expect(await screen.findByText('Bad request')).toBeTruthy()
    expect(await screen.findByText('Emoji cannot be added.')).toBeTruthy()
    expect((control('Full name') as HTMLInputElement).value).toBe('Ananya Iyer')
    expect((control('Current location') as HTMLInputElement).value).toBe('Pune')
    await waitFor(() => expect(document.activeElement).toBe(control('Current location')))
  })

  it('submits with Enter from a field', async () => {
    const { onSave } = await renderForm({ online: false })
    fillValid()
    fireEvent.submit(control('Full name').closest('form') as HTMLFormElement)
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
  })
})

describe('LeadForm WhatsApp check and duplicates', () => {
  it('shows the server’s rejection message', async () => {
    const validateWhatsApp = vi.fn().mockResolvedValue({
      valid: false,
      message: "WhatsApp number not found, chat can't be initiated",
    })
    const { onSave } = await renderForm({ validateWhatsApp })
    fillValid()
    expect(
      await screen.findByText("WhatsApp number not found, chat can't be initiated."),
    ).toBeTruthy()
    expect(validateWhatsApp).toHaveBeenCalledWith('9876543210', expect.any(AbortSignal))
    submit()
    await waitFor(() => expect(document.activeElement).toBe(control('WhatsApp number')))
    expect(onSave).not.toHaveBeenCalled()
  })

  it('marks the field invalid without words when the rejection has no message', async () => {
    const validateWhatsApp = vi.fn().mockResolvedValue({ valid: false, message: '' })
    await renderForm({ validateWhatsApp })
    type('WhatsApp number', '9876500000')
    await waitFor(() =>
      expect(control('WhatsApp number').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(screen.queryByText('Please enter a valid number.')).toBeNull()
  })

  it('skips the check offline and says so', async () => {
    const validateWhatsApp = vi.fn()
    await renderForm({ online: false, validateWhatsApp })
    type('WhatsApp number', '9876543210')
    expect(await screen.findByText(/the WhatsApp check is skipped/)).toBeTruthy()
    expect(validateWhatsApp).not.toHaveBeenCalled()
  })

  it('warns about a lead with the same number, links to it, and still saves', async () => {
    const duplicate: TDuplicateLead = {
      _id: 'lead-9',
      fullName: 'Rahul Sharma',
      projectId: 'project-2',
      projectName: 'Lakeview',
      whatsAppNumber: 'XXXXXX3210',
      owner: { _id: 'user-b', firstName: 'Vikram', lastName: 'Rao' },
    }
    const { onSave } = await renderForm({
      validateWhatsApp: vi.fn().mockResolvedValue({ valid: true, message: '' }),
      checkDuplicates: vi.fn().mockResolvedValue([duplicate]),
    })
    fillValid()
    const link = await screen.findByRole('link', {
      name: 'A lead with this mobile number already exists: Rahul Sharma (Lakeview), owner Vikram Rao',
    })
    expect(link.getAttribute('href')).toBe('/developer/manage-leads/lead-9')
    submit()
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
  })
})

describe('LeadForm editing', () => {
  it('starts masked fields empty with a hint, and sends only what changed', async () => {
    const lead = sampleLead()
    const { onSave } = await renderForm({ lead, online: false })
    expect((control('WhatsApp number') as HTMLInputElement).value).toBe('')
    expect(screen.getAllByText('Hidden: type a new value to replace it')).toHaveLength(3)
    // The lead's flags still show while its values are hidden.
    expect(screen.getAllByText('Sensitive')).toHaveLength(2)
    expect(screen.queryByRole('group', { name: 'Labels' })).toBeNull()
    type('Occupation', 'Architect')
    submit(/Save changes/)
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      kind: 'update',
      lead,
      diff: { background: { occupation: 'Architect' } },
    })
  })

  it('saves nothing when nothing changed', async () => {
    const { onSave } = await renderForm({ lead: sampleLead() })
    submit(/Save changes/)
    expect(await screen.findByText('No changes to save.')).toBeTruthy()
    expect(onSave).not.toHaveBeenCalled()
  })

  it('locks the source without the permission to change it', async () => {
    await renderForm({ lead: sampleLead(), canChangeSource: false })
    expect((control('Source') as HTMLSelectElement).disabled).toBe(true)
    expect((control('Sub source') as HTMLSelectElement).disabled).toBe(true)
  })

  it('shows the sensitive badge as an alternate number is typed', async () => {
    await renderForm()
    const section = screen.getByRole('region', { name: 'Profile' })
    expect(within(section).queryByText('Sensitive')).toBeNull()
    type('Alternate number', '9123456789')
    expect(within(section).getByText('Sensitive')).toBeTruthy()
  })
})
