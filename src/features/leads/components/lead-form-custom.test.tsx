import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  standardSections,
  type TLeadForm,
  type TLeadFormField,
} from '../../../../contract/lead-form.ts'
import { sampleLead } from '../../../test-utils/lead-form-fixtures.ts'
import { renderWithApp } from '../../../test-utils/render-with-app.tsx'
import type { TLeadFormSave } from '../model/lead-form.ts'
import { LeadForm, type LeadFormLists, type LeadFormProps } from './lead-form.tsx'

const LISTS: LeadFormLists = {
  sources: [{ _id: 'id-Website', labelName: 'Website', parentId: null }],
  subSources: [],
  labels: [],
  purposes: [],
  unitTypes: [],
  floors: [],
  propertyStatuses: [],
}

const custom = (o: Partial<TLeadFormField> & Pick<TLeadFormField, 'key' | 'label'>) =>
  ({
    type: 'text',
    isMandatory: false,
    isVisible: true,
    isHideable: true,
    canBeSorted: true,
    options: [],
    rank: 99,
    isCustom: true,
    sectionKey: 'profile',
    ...o,
  }) satisfies TLeadFormField

/** Version 4: a mandatory dropdown, a number, a multi-select, a radio and a hidden field. */
function definition(): TLeadForm {
  const sections = standardSections()
  const add = (field: TLeadFormField) =>
    sections.find((s) => s.key === field.sectionKey)!.fields.push(field)
  add(
    custom({
      key: 'cf_tower',
      label: 'Preferred tower',
      type: 'dropdown',
      isMandatory: true,
      options: ['Tower A', 'Tower B'],
      sectionKey: 'propertyInterest',
    }),
  )
  add(custom({ key: 'cf_cars', label: 'Cars owned', type: 'number', sectionKey: 'profile' }))
  add(
    custom({
      key: 'cf_amenities',
      label: 'Amenities',
      type: 'multi-select',
      options: ['Gym', 'Pool'],
      sectionKey: 'background',
    }),
  )
  add(custom({ key: 'cf_old', label: 'Old field', isVisible: false, isMandatory: true }))
  // The admin hid two standard fields: age, and the budget range (two inputs).
  for (const field of sections.flatMap((section) => section.fields)) {
    if (field.key === 'age' || field.key === 'budgetRange') field.isVisible = false
  }
  return { _id: 'lead-form-org-1', orgId: 'org-1', version: 4, sections, updatedAt: '' }
}

async function renderForm(props: Partial<LeadFormProps> = {}) {
  const onSave = vi.fn<(save: TLeadFormSave) => Promise<void>>().mockResolvedValue(undefined)
  renderWithApp(
    {
      '/': () => (
        <LeadForm
          lists={LISTS}
          definition={definition()}
          canChangeSource
          online={false}
          onSave={onSave}
          {...props}
        />
      ),
      '/developer/manage-leads/$leadId': () => <p>Lead detail</p>,
    },
    '/',
  )
  await screen.findByRole('button', { name: /Add lead|Save changes/ })
  return { onSave }
}

const byLabel = (label: string) => screen.getByLabelText(new RegExp(`^${label}`))
function type(label: string, value: string) {
  const input = byLabel(label)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}
const progress = () =>
  screen.getByRole('progressbar', { name: 'Form progress' }).getAttribute('aria-valuenow')

describe('LeadForm custom fields', () => {
  it('draws each visible custom field in its group, and no field an admin hid', async () => {
    await renderForm()
    const interest = screen.getByRole('region', { name: 'Property interest' })
    expect(within(interest).getByLabelText(/^Preferred tower/)).toBeInstanceOf(HTMLSelectElement)
    const profile = screen.getByRole('region', { name: 'Profile' })
    expect(within(profile).getByLabelText(/^Cars owned/)).toBeInstanceOf(HTMLInputElement)
    const background = screen.getByRole('region', { name: 'Background' })
    expect(within(background).getByRole('group', { name: 'Amenities' })).toBeTruthy()
    expect(screen.queryByText('Old field')).toBeNull()
    expect(screen.queryByLabelText(/^Age/)).toBeNull()
    expect(screen.queryByLabelText(/budget/i)).toBeNull()
    expect(screen.getByLabelText(/^Email/)).toBeTruthy()
  }, 30_000)

  it('requires a mandatory one, counts filled ones in the progress, and sends the version', async () => {
    const { onSave } = await renderForm()
    type('Full name', 'Ananya Iyer')
    type('WhatsApp number', '9876543210')
    fireEvent.change(byLabel('Source'), { target: { value: 'Website' } })
    expect(progress()).toBe('15')
    fireEvent.click(screen.getByRole('button', { name: 'Add lead' }))
    const tower = byLabel('Preferred tower')
    const interest = screen.getByRole('region', { name: 'Property interest' })
    expect(await within(interest).findByText(/This field cannot be left blank/)).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(tower))
    expect(onSave).not.toHaveBeenCalled()

    fireEvent.change(tower, { target: { value: 'Tower B' } })
    type('Cars owned', 'two')
    fireEvent.click(screen.getByRole('button', { name: 'Add lead' }))
    await screen.findByText(/Please enter a valid number/)
    type('Cars owned', '2')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pool' }))
    await waitFor(() => expect(progress()).toBe('30'))
    fireEvent.click(screen.getByRole('button', { name: 'Add lead' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    const save = onSave.mock.calls[0]![0]
    expect(save.kind).toBe('create')
    if (save.kind !== 'create') return
    expect(save.body.formVersion).toBe(4)
    expect(save.body.customFields).toEqual({
      cf_tower: 'Tower B',
      cf_cars: 2,
      cf_amenities: ['Pool'],
    })
  }, 30_000)

  it('editing, starts from the lead’s values and sends only the custom values that changed', async () => {
    const lead = sampleLead({ customFields: { cf_tower: 'Tower A', cf_cars: 1 } })
    const { onSave } = await renderForm({ lead })
    expect((byLabel('Preferred tower') as HTMLSelectElement).value).toBe('Tower A')
    expect((byLabel('Cars owned') as HTMLInputElement).value).toBe('1')
    fireEvent.change(byLabel('Preferred tower'), { target: { value: 'Tower B' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    const save = onSave.mock.calls[0]![0]
    if (save.kind !== 'update') throw new Error('an edit')
    expect(save.diff).toEqual({ customFields: { cf_tower: 'Tower B' }, formVersion: 4 })
  }, 30_000)
})
