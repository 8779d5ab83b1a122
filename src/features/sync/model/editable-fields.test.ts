import { describe, expect, it } from 'vitest'
import { editableFields, withEditedFields } from './editable-fields.ts'

describe('editableFields', () => {
  it('offers the top-level text fields only', () => {
    expect(editableFields({ name: 'Asha', budget: 12, tags: ['a'], note: '' })).toEqual({
      name: 'Asha',
      note: '',
    })
  })

  it('offers nothing for a body without text fields', () => {
    expect(editableFields(undefined)).toBeNull()
    expect(editableFields(null)).toBeNull()
    expect(editableFields(['a'])).toBeNull()
    expect(editableFields({ n: 1 })).toBeNull()
  })

  it('puts the corrections back, keeping the other fields', () => {
    expect(withEditedFields({ name: 'A', budget: 12 }, { name: 'Asha' })).toEqual({
      name: 'Asha',
      budget: 12,
    })
    expect(withEditedFields(undefined, { name: 'x' })).toBeUndefined()
  })
})
