import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test-utils/render-with-app.tsx'
import { OptionFilter } from './filter-select.tsx'

const PEOPLE = [{ value: 'u-1', label: 'Neha Joshi' }]
const LEADING = [{ value: 'unassigned', label: 'Unassigned' }]

function optionLabels() {
  const select = screen.getByRole('combobox', { name: 'Assigned to' })
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)
}

function renderFilter(value: string | undefined, onChange = vi.fn()) {
  renderWithProviders(
    <OptionFilter
      label="Assigned to"
      anyLabel="Anyone"
      leading={LEADING}
      options={PEOPLE}
      value={value}
      onChange={onChange}
    />,
  )
  return onChange
}

describe('OptionFilter', () => {
  it('offers "any", the leading options, then the list', () => {
    renderFilter('unassigned')
    expect(optionLabels()).toEqual(['Anyone', 'Unassigned', 'Neha Joshi'])
  })

  it('keeps an id the list does not name selectable, after the leading options', () => {
    renderFilter('u-9')
    expect(optionLabels()).toEqual(['Anyone', 'Unassigned', 'u-9', 'Neha Joshi'])
  })

  it('reports the chosen id, and "" for any', () => {
    const onChange = renderFilter('u-1')
    const select = screen.getByRole('combobox', { name: 'Assigned to' })
    fireEvent.change(select, { target: { value: '' } })
    expect(onChange).toHaveBeenLastCalledWith('')
  })
})
