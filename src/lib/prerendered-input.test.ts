import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  keepDrawing,
  prerenderedChange,
  takePrerenderedSubmit,
  usePrerenderedChange,
} from './prerendered-input.ts'

/** A page as the build draws it, kept by the app, then replaced by the app's own render. */
function drawnThenReplaced(markup: string, act: (drawing: HTMLElement) => void) {
  document.documentElement.setAttribute('data-prerendered', '')
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = `<div>${markup}</div>`
  document.body.append(root)
  keepDrawing(root)
  // Typed or chosen while the app's first render runs, before its commit removes the drawing.
  act(root.firstElementChild as HTMLElement)
  root.innerHTML = '<input name="phone" value="">'
}

/** The visitor types or chooses: the page's first script marks the field (route-preload.ts). */
function change(drawing: Element, name: string, value: string) {
  const field = drawing.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!
  field.value = value
  field.setAttribute('data-changed', '')
}

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-prerendered')
  document.documentElement.removeAttribute('data-submit-requested')
})

const FIELDS =
  '<input data-prerendered name="phone" value=""><input data-prerendered name="same" value="x">' +
  '<select data-prerendered name="theme"><option value="light" selected>L</option><option value="dark">D</option></select>' +
  '<select data-prerendered name="language"><option value="en" selected>E</option><option value="hi">H</option></select>'

describe("what a visitor did to the build's drawing before the app took it over", () => {
  it('reads what was typed or chosen, once, and nothing for a field left as drawn', () => {
    drawnThenReplaced(FIELDS, (drawing) => {
      change(drawing, 'phone', '98765')
      change(drawing, 'theme', 'dark')
      // Chosen as it was drawn: still the visitor's choice.
      change(drawing, 'language', 'en')
      // Set by a script, not the visitor.
      drawing.querySelector<HTMLInputElement>('[name=same]')!.value = 'y'
    })
    expect(prerenderedChange('phone')).toBe('98765')
    expect(prerenderedChange('theme')).toBe('dark')
    expect(prerenderedChange('same')).toBeUndefined()
    expect(prerenderedChange('language')).toBe('en')
    expect(prerenderedChange('missing')).toBeUndefined()
    // A form shown again later starts afresh.
    expect(prerenderedChange('phone')).toBeUndefined()
  })

  it('reads nothing on a page the build did not draw', () => {
    const root = document.createElement('div')
    root.innerHTML = '<div><input data-prerendered name="phone" value=""></div>'
    change(root, 'phone', '12')
    keepDrawing(root)
    expect(prerenderedChange('phone')).toBeUndefined()
  })

  it('applies a choice once, after mounting', () => {
    drawnThenReplaced(FIELDS, (drawing) => {
      change(drawing, 'theme', 'dark')
    })
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
