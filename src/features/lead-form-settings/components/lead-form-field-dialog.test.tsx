import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { TLeadFormField } from '../../../../contract/lead-form.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import type { TLeadFormChange } from '../api/lead-form-settings-api.ts'
import { LeadFormFieldDialog } from './lead-form-field-dialog.tsx'

function renderDialog(field?: TLeadFormField) {
  const onSave = vi.fn<(change: TLeadFormChange) => Promise<unknown>>().mockResolvedValue({})
  const onClose = vi.fn()
  renderWithProviders(<LeadFormFieldDialog field={field} onSave={onSave} onClose={onClose} />)
  return { onSave, onClose, dialog: within(screen.getByRole('dialog')) }
}

const change = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })

describe('LeadFormFieldDialog', () => {
  it('checks the name and the options with the contract, then adds the field', async () => {
    const { onSave, onClose, dialog } = renderDialog()
    change(dialog.getByLabelText(/^Field name/), 'Tower #1')
    change(dialog.getByLabelText(/^Field type/), 'dropdown')
    fireEvent.click(dialog.getByRole('button', { name: 'Add field' }))
    expect(
      await dialog.findByText(/Field name can only contain letters, digits and spaces/),
    ).toBeTruthy()
    expect(dialog.getByText(/Add at least one option/)).toBeTruthy()

    change(dialog.getByLabelText(/^Field name/), 'Preferred tower')
    fireEvent.click(dialog.getByRole('button', { name: 'Add option' }))
    change(dialog.getByRole('textbox', { name: 'Option 1' }), 'Tower A')
    fireEvent.click(dialog.getByRole('button', { name: 'Add option' }))
    change(dialog.getByRole('textbox', { name: 'Option 2' }), 'tower a')
    fireEvent.click(dialog.getByRole('button', { name: 'Add field' }))
    expect(await dialog.findByText(/Options cannot be repeated/)).toBeTruthy()
    expect(onSave).not.toHaveBeenCalled()

    change(dialog.getByRole('textbox', { name: 'Option 2' }), 'Tower B')
    fireEvent.click(dialog.getByRole('button', { name: 'Add field' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0]![0]).toEqual({
      kind: 'add',
      body: {
        fieldName: 'Preferred tower',
        fieldType: 'dropdown',
        isMandatory: false,
        section: 'profile',
        options: ['Tower A', 'Tower B'],
      },
    })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  }, 30_000)

  it('edits a custom field: its type and section stay, only what may change is sent', async () => {
    const { onSave, dialog } = renderDialog({
      key: 'cf_tower',
      label: 'Tower',
      type: 'radio',
      isMandatory: false,
      isVisible: true,
      isHideable: true,
      canBeSorted: true,
      options: ['A', 'B'],
      rank: 8,
      isCustom: true,
      sectionKey: 'propertyInterest',
    })
    expect((dialog.getByLabelText(/^Field type/) as HTMLSelectElement).disabled).toBe(true)
    change(dialog.getByLabelText(/^Field name/), 'Tower choice')
    fireEvent.click(dialog.getByRole('button', { name: 'Save field' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0]![0]).toEqual({
      kind: 'update',
      key: 'cf_tower',
      body: { fieldName: 'Tower choice', isMandatory: false, options: ['A', 'B'] },
    })
  }, 30_000)
})
