import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { standardSections, type TLeadFormField } from '../../../../contract/lead-form.ts'
import { definitionFieldName, pathLabel } from './lead-form-text.ts'

const standard = standardSections().flatMap((section) => section.fields)

describe('definitionFieldName', () => {
  it("names every standard field from the app's catalogue, so it is translated", () => {
    for (const field of standard) {
      const path = `${field.sectionKey}.${field.key}`
      expect(pathLabel(path).id, path).not.toBe(path)
    }
    const fullName = standard.find((f) => f.key === 'fullName')!
    expect(definitionFieldName(fullName, i18n)).toBe('Full name')
  })

  it("keeps a custom field's own label, and an unknown standard one's", () => {
    const custom: TLeadFormField = { ...standard[0]!, key: 'c1', label: 'Tower', isCustom: true }
    expect(definitionFieldName(custom, i18n)).toBe('Tower')
    const unknown: TLeadFormField = { ...standard[0]!, key: 'later', label: 'Later' }
    expect(definitionFieldName(unknown, i18n)).toBe('Later')
  })
})
