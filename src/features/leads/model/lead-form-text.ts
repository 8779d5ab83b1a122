import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TLeadFormField as TDefinitionField } from '../../../../contract/lead-form.ts'
import type { TDuplicateLead } from '../../../../contract/leads.ts'
import type { TLeadFormField } from './lead-form.ts'

/** The lead form's field names: its labels, and the conflict view's row names. */
export const LEAD_FIELD_LABELS: Record<TLeadFormField, MessageDescriptor> = {
  fullName: msg`Full name`,
  gender: msg`Gender`,
  age: msg`Age`,
  whatsAppNumber: msg`WhatsApp number`,
  alternateNumber: msg`Alternate number`,
  email: msg`Email`,
  sourceOfLead: msg`Source`,
  subSourceOfLead: msg`Sub source`,
  currentLocation: msg`Current location`,
  budgetMin: msg`Minimum budget (₹)`,
  budgetMax: msg`Maximum budget (₹)`,
  purposeOfProperty: msg`Purpose`,
  preferredUnitType: msg`Preferred unit types`,
  preferredFloor: msg`Preferred floors`,
  propertyStatus: msg`Property status`,
  otherPreferences: msg`Other preferences`,
  carpetAreaLower: msg`Carpet area from (sq ft)`,
  carpetAreaUpper: msg`Carpet area to (sq ft)`,
  occupation: msg`Occupation`,
  annualIncome: msg`Annual income (₹)`,
  qualification: msg`Qualification`,
  fundingIsLoaned: msg`Funding by loan`,
  possessionMonth: msg`Possession month`,
  possessionYear: msg`Possession year`,
  workLocation: msg`Work location`,
  leadStatus: msg`Status`,
  labels: msg`Labels`,
}

/**
 * Names of the contract's paths that are not one form field (ranges, dates, sub-status), and of
 * what other writes change (assignment, retention), which a refused edit names.
 */
const PATH_LABELS: Record<string, MessageDescriptor> = {
  'propertyInterest.budgetRange': msg`Budget`,
  'propertyInterest.carpetAreaSqFtRange': msg`Carpet area`,
  'background.possessionDate': msg`Possession date`,
  subStatus: msg`Sub-status`,
  'background.assignedTo': msg`Assignee`,
  retained: msg`Retention`,
}

/** The name of a flat path of an edit ("profile.fullName" -> Full name). */
export function pathLabel(path: string): MessageDescriptor {
  const known = PATH_LABELS[path]
  if (known) return known
  const field = path.split('.').at(-1) as TLeadFormField
  return LEAD_FIELD_LABELS[field] ?? { id: path, message: path }
}

/**
 * A field of the organisation's form by name, in the user's language: a standard field's name
 * is the app's own (the definition carries its English one), a custom field's is the admin's.
 */
export function definitionFieldName(field: TDefinitionField, i18n: I18n): string {
  if (field.isCustom) return field.label
  const path = `${field.sectionKey}.${field.key}`
  const name = pathLabel(path)
  return name.id === path ? field.label : i18n._(name)
}

/** The duplicate warning: names the other lead, its project and owner. */
export function duplicateMessage(duplicate: TDuplicateLead): MessageDescriptor {
  const name = duplicate.fullName
  const project = duplicate.projectName
  if (!duplicate.owner) {
    return msg`A lead with this mobile number already exists: ${name} (${project}), not assigned`
  }
  const owner = `${duplicate.owner.firstName} ${duplicate.owner.lastName}`.trim()
  return msg`A lead with this mobile number already exists: ${name} (${project}), owner ${owner}`
}
