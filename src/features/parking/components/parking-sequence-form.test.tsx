import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  PARKING_ERROR_CODES,
  PARKING_MESSAGES,
  PARKING_PATHS,
} from '../../../../contract/parking.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { ParkingSequenceForm } from './parking-sequence-form.tsx'

const SLUG = 'in/dxp/org-1'
const BUILDING = { _id: 'b1', name: 'A Wing', basementFloors: -2, floorCount: 18 }
let answer: Response = json({ added: 3, bays: ['C-001', 'C-002', 'C-003'] }, 201)
const { fetchMock } = stubFetch(() => answer.clone())
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')

const form = () => screen.getByRole('form', { name: 'Add bays to A Wing' })
const group = (name: string) => within(form()).getByRole('group', { name })

describe('ParkingSequenceForm', () => {
  it('shows the field problems of the contract and sends nothing', async () => {
    renderWithProviders(
      <ParkingSequenceForm slug={SLUG} projectId="p1" building={BUILDING} onDone={vi.fn()} />,
    )
    fireEvent.click(within(form()).getByRole('button', { name: 'Add bays' }))
    expect(await within(group('Car bays')).findByText(PARKING_MESSAGES.noBays)).toBeTruthy()
    fireEvent.change(within(group('Car bays')).getByLabelText(/^Prefix/), {
      target: { value: 'C#' },
    })
    fireEvent.click(within(form()).getByRole('button', { name: 'Add bays' }))
    expect(
      await within(group('Car bays')).findByText(PARKING_MESSAGES.prefixCharacters),
    ).toBeTruthy()
    expect(writes()).toHaveLength(0)
  })

  it('sends the sequence with the project, previews the names, and lists bays already taken', async () => {
    const onDone = vi.fn()
    renderWithProviders(
      <ParkingSequenceForm slug={SLUG} projectId="p1" building={BUILDING} onDone={onDone} />,
    )
    fireEvent.change(within(group('Car bays')).getByLabelText(/^How many/), {
      target: { value: '3' },
    })
    expect(await within(group('Car bays')).findByText('Bays: C-001, C-002 … C-003')).toBeTruthy()
    answer = json(
      {
        message: PARKING_MESSAGES.duplicateBays,
        code: PARKING_ERROR_CODES.duplicateBays,
        bays: ['C-002'],
      },
      409,
    )
    fireEvent.click(within(form()).getByRole('button', { name: 'Add bays' }))
    expect(await screen.findByText(`${PARKING_MESSAGES.duplicateBays}: C-002`)).toBeTruthy()
    expect(onDone).not.toHaveBeenCalled()
    answer = json({ added: 3, bays: ['C-001', 'C-002', 'C-003'] }, 201)
    fireEvent.click(within(form()).getByRole('button', { name: 'Add bays' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    const [url, init] = writes().at(-1)!
    const sent = new URL(String(url))
    expect(sent.pathname).toBe(PARKING_PATHS.parkings(SLUG))
    expect(sent.searchParams.get('projectId')).toBe('p1')
    expect(JSON.parse(String(init?.body))).toEqual({
      buildingId: 'b1',
      level: -1,
      covered: true,
      car: { prefix: 'C-', start: 1, total: 3 },
      bike: { prefix: 'B-', start: 1, total: 0 },
    })
  })
})
