import type { UseQueryResult } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { standardSections, type TLeadForm } from '../../../../contract/lead-form.ts'
import { installConnectivity } from '../../../offline/connectivity/connectivity-store.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { LeadFormEditor } from './lead-form-editor.tsx'

const form: TLeadForm = {
  _id: 'f1',
  orgId: 'o1',
  version: 2,
  sections: standardSections(),
  updatedAt: '2026-11-25T00:00:00.000Z',
}
const query = { isPending: false, isError: false, data: form } as UseQueryResult<TLeadForm>

let browserOnline = true
let dispose: () => void = () => undefined
beforeEach(() => {
  browserOnline = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline)
  dispose = installConnectivity({ probe: () => new Promise(() => undefined) })
})
afterEach(() => {
  dispose()
  vi.restoreAllMocks()
})

const renderEditor = () =>
  renderWithProviders(
    <LeadFormEditor
      slug="acme"
      query={query}
      onChanged={() => undefined}
      fieldLabel={(field) => `«${field.label}»`}
    />,
  )

describe('LeadFormEditor', () => {
  it('names fields as the route says, and offers changes online', () => {
    renderEditor()
    screen.getByText('«Full name»')
    expect(screen.getByRole('button', { name: 'Add field' })).toHaveProperty('disabled', false)
    expect(screen.getByRole('button', { name: 'Move «Gender» up' })).toHaveProperty(
      'disabled',
      false,
    )
  }, 15_000)

  it('is read only offline, and says why', () => {
    renderEditor()
    browserOnline = false
    act(() => void window.dispatchEvent(new Event('offline')))
    screen.getByText('Changing the lead form needs a connection. You are offline.')
    expect(screen.getByRole('button', { name: 'Add field' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Move «Gender» up' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(screen.getByRole('checkbox', { name: /Shown.*«Gender»/ })).toHaveProperty(
      'disabled',
      true,
    )
  }, 15_000)
})
