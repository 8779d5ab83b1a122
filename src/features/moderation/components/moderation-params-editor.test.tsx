import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { TModerationParams, TParamsSave } from '../../../../contract/agent-moderation.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { ModerationParamsEditor } from './moderation-params-editor.tsx'

const SLUG = 'in/siteoffice/org-1'
const param = (id: string, label: string, weight: number) => ({
  _id: id,
  label,
  definition: `${label}: what the agent does well`,
  weight,
  dimension: null,
})
const SAVED: TModerationParams = {
  isDefault: false,
  params: [param('p-1', 'Greeting', 40), param('p-2', 'Closing', 30), param('p-3', 'Tone', 30)],
}

const { fetchMock } = stubFetch(() => json(SAVED))

const renderEditor = () =>
  renderWithProviders(
    <ModerationParamsEditor slug={SLUG} saved={SAVED} canEdit onReload={async () => {}} />,
  )

describe('ModerationParamsEditor', () => {
  it('blocks a total over 100 with the spec message', async () => {
    renderEditor()
    fireEvent.change(screen.getByLabelText('Weight of Tone'), { target: { value: '31' } })
    expect(await screen.findByText('Label weights over 100 are blocked')).toBeTruthy()
    expect(screen.getByTestId('weight-total').textContent).toBe('Total weight: 101 of 100')
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('sends a confirmed deletion of a saved parameter, and evens the weights with Save Anyway', async () => {
    renderEditor()
    fireEvent.click(screen.getByRole('button', { name: 'Delete Greeting' }))
    const confirm = await screen.findByRole('alertdialog')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(/Label weights must total 100/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save Anyway' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [, init] = fetchMock.mock.calls[0]!
    expect(init?.method).toBe('PUT')
    const body = JSON.parse(String(init?.body)) as TParamsSave
    expect(body.deleted).toEqual(['p-1'])
    expect(body.params.map((p) => [p._id, p.weight])).toEqual([
      ['p-2', 50],
      ['p-3', 50],
    ])
  })
})
