import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  standardSections,
  type TLeadForm,
  type TLeadFormField,
  type TLeadFormSectionKey,
} from '../../../../contract/lead-form.ts'
import { renderWithApp } from '../../../test-utils/render-with-app.tsx'
import type { TLeadFormSave } from '../model/lead-form.ts'
import { LeadForm, type LeadFormLists } from './lead-form.tsx'

const LISTS: LeadFormLists = {
  sources: [{ _id: 'id-Website', labelName: 'Website', parentId: null }],
  subSources: [],
  labels: [],
  purposes: [],
  unitTypes: [],
  floors: [],
  propertyStatuses: [],
}

const tower: TLeadFormField = {
  key: 'cf_tower',
  label: 'Preferred tower',
  type: 'dropdown',
  isMandatory: false,
  isVisible: true,
  isHideable: true,
  canBeSorted: true,
  options: ['Tower A', 'Tower B'],
  rank: 1,
  isCustom: true,
  sectionKey: 'profile',
}

/** The standard form with a section's fields put in the given key order, ranked from 1. */
function reorder(form: TLeadForm, section: TLeadFormSectionKey, keys: string[]) {
  const target = form.sections.find((s) => s.key === section)!
  target.fields = keys.map((key, index) => ({
    ...target.fields.find((f) => f.key === key)!,
    rank: index + 1,
  }))
}

/** A custom field first and email before full name; the carpet area before the budget. */
function definition(): TLeadForm {
  const form: TLeadForm = {
    _id: 'lead-form-org-1',
    orgId: 'org-1',
    version: 7,
    sections: standardSections(),
    updatedAt: '',
  }
  form.sections[0]!.fields.push(tower)
  reorder(form, 'profile', [
    'cf_tower',
    'email',
    'fullName',
    'gender',
    'age',
    'whatsAppNumber',
    'alternateNumber',
    'sourceOfLead',
    'subSourceOfLead',
    'currentLocation',
  ])
  reorder(form, 'propertyInterest', [
    'carpetAreaSqFtRange',
    'budgetRange',
    'purposeOfProperty',
    'preferredUnitType',
    'preferredFloor',
    'propertyStatus',
    'otherPreferences',
  ])
  return form
}

async function renderForm(form: TLeadForm | undefined) {
  const onSave = vi.fn<(save: TLeadFormSave) => Promise<void>>().mockResolvedValue(undefined)
  renderWithApp(
    {
      '/': () => (
        <LeadForm lists={LISTS} definition={form} canChangeSource online={false} onSave={onSave} />
      ),
      '/developer/manage-leads/$leadId': () => <p>Lead detail</p>,
    },
    '/',
  )
  await screen.findByRole('button', { name: 'Add lead' })
}

/** A group's text inputs and selects in DOM order, by their label's text. */
function controlLabels(group: string): string[] {
  const region = screen.getByRole('region', { name: group })
  return [...region.querySelectorAll<HTMLElement>('input:not([type=checkbox]), select, textarea')]
    .map((control) => (control as HTMLInputElement).labels?.[0]?.textContent ?? '')
    .map((label) => label.replace(/\s*\*$/, '').trim())
}

/** The next control Tab reaches: positive tabindex first, then DOM order (HTML's sequence). */
function tab() {
  const focusable = [
    ...document.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]'),
  ].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLInputElement).disabled &&
      el.getAttribute('type') !== 'hidden',
  )
  const order = [
    ...focusable.filter((el) => el.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex),
    ...focusable.filter((el) => el.tabIndex === 0),
  ]
  const next = order[order.indexOf(document.activeElement as HTMLElement) + 1]
  next?.focus()
  return next
}

const byLabel = (label: string) => screen.getByLabelText(new RegExp(`^${label}`))

describe('LeadForm field order', () => {
  it('draws a group’s fields in the definition’s order, custom and standard interleaved', async () => {
    await renderForm(definition())
    expect(controlLabels('Profile').slice(0, 4)).toEqual([
      'Preferred tower',
      'Email',
      'Full name',
      'Gender',
    ])
    // A range moves as one block: its two inputs stay together.
    expect(controlLabels('Property interest').slice(0, 4)).toEqual([
      'Carpet area from (sq ft)',
      'Carpet area to (sq ft)',
      'Minimum budget (₹)',
      'Maximum budget (₹)',
    ])
  }, 30_000)

  it('moves keyboard focus with Tab in the same order', async () => {
    await renderForm(definition())
    byLabel('Preferred tower').focus()
    const reached = [tab(), tab(), tab()]
    expect(reached).toEqual([byLabel('Email'), byLabel('Full name'), byLabel('Gender')])
    byLabel('Current location').focus()
    expect(tab()).toBe(byLabel('Carpet area from'))
    expect(tab()).toBe(byLabel('Carpet area to'))
    expect(tab()).toBe(byLabel('Minimum budget'))
  }, 30_000)

  it('keeps the standard order with no definition', async () => {
    await renderForm(undefined)
    expect(controlLabels('Profile').slice(0, 3)).toEqual(['Full name', 'Gender', 'Age'])
    expect(controlLabels('Property interest').slice(0, 3)).toEqual([
      'Minimum budget (₹)',
      'Maximum budget (₹)',
      'Purpose',
    ])
    expect(screen.queryByLabelText(/^Preferred tower/)).toBeNull()
  }, 30_000)
})
