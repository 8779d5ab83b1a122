import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TFieldType, TLeadFormSectionKey } from '../../../../contract/lead-form.ts'

export const SECTION_LABELS: Record<TLeadFormSectionKey, MessageDescriptor> = {
  profile: msg`Profile`,
  propertyInterest: msg`Property interest`,
  background: msg`Background`,
}

export const FIELD_TYPE_LABELS: Record<TFieldType, MessageDescriptor> = {
  text: msg`Text`,
  number: msg`Number`,
  date: msg`Date`,
  dropdown: msg`Dropdown`,
  'multi-select': msg`Multi-select`,
  radio: msg`Radio`,
  range: msg`Range`,
  'month-year': msg`Month and year`,
}
