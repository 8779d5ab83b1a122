import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  prerenderedChange,
  takePrerenderedSubmit,
  usePrerenderedChange,
} from './prerendered-input.ts'

function drawing(markup: string) {
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = markup
  document.body.append(root)
  return root
}

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-submit-requested')
})

describe("what a visitor did to the build's drawing before the app ran", () => {
  it('reads what was typed or chosen, and nothing for a field left as drawn', () => {
    const root = drawing(
      '<input data-prerendered name="phone" value=""><input data-prerendered name="same" value="x">' +
        '<select data-prerendered name="theme"><option value="light" selected>L</option><option value="dark">D</option></select>' +
        '<select data-prerendered name="language"><option value="en" selected>E</option><option value="hi">H</option></select>',
    )
    root.querySelector<HTMLInputElement>('[name=phone]')!.value = '98765'
    root.querySelector<HTMLSelectElement>('[name=theme]')!.value = 'dark'
    expect(prerenderedChange('phone')).toBe('98765')
    expect(prerenderedChange('theme')).toBe('dark')
    expect(prerenderedChange('same')).toBeUndefined()
    expect(prerenderedChange('language')).toBeUndefined()
    expect(prerenderedChange('missing')).toBeUndefined()
  })

  it("ignores the app's own fields once it has replaced the drawing", () => {
    const root = drawing('<input name="phone" value="">')
    root.querySelector('input')!.value = '12'
    expect(prerenderedChange('phone')).toBeUndefined()
  })

  it('applies a choice once, after mounting', () => {
    const root = drawing(
      '<select data-prerendered name="theme"><option value="light" selected>L</option><option value="dark">D</option></select>',
    )
    root.querySelector('select')!.value = 'dark'
    const apply = vi.fn()
    const { rerender } = renderHook(() => usePrerenderedChange('theme', apply))
    rerender()
    expect(apply).toHaveBeenCalledTimes(1)
    expect(apply).toHaveBeenCalledWith('dark')
  })

  it('tells of a press of the submit button once', () => {
    document.documentElement.setAttribute('data-submit-requested', '')
    expect(takePrerenderedSubmit()).toBe(true)
    expect(takePrerenderedSubmit()).toBe(false)
  })
})
