import { useEffect, useEffectEvent } from 'react'
import {
  CHANGED_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  SUBMIT_REQUESTED_ATTRIBUTE,
} from './prerendered-page.ts'

/*
 * A page the build drew (`scripts/prerender.ts`, decision 0061) is on screen before the app has
 * run, and stays usable while the app's first render runs in slices. What a visitor does to it
 * meanwhile is kept: the app holds on to the drawing (`keepDrawing`, before its first render,
 * which removes it from the page) and, once mounted, reads what was typed or chosen in its
 * fields (each marked with PRERENDERED_ATTRIBUTE). The page's first script marks each field the
 * visitor changes, and notes on `<html>` a press of the submit button or of Enter in a field
 * (scripts/route-preload.ts).
 */

let drawing: Element | null = null
/** The fields already read: each is carried over once (a form shown again starts afresh). */
const taken = new Set<string>()

/** Holds on to the drawing in `root`, if the page has one, before the app's render replaces it. */
export function keepDrawing(root: Element): void {
  drawing = document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE)
    ? root.firstElementChild
    : null
  taken.clear()
}

/**
 * What the visitor typed or chose in the drawing's field of that name, or undefined when they
 * left it alone, there is no drawing, or it was read before. Read
 * once the app has mounted: by then the drawing is off the page, so nothing more is typed in it.
 */
export function prerenderedChange(name: string): string | undefined {
  if (taken.has(name)) return undefined
  taken.add(name)
  const field = drawing?.querySelector(
    `[${PRERENDERED_ATTRIBUTE}][${CHANGED_ATTRIBUTE}][name="${name}"]`,
  )
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement
    ? field.value
    : undefined
}

/** A choice made in the drawing's field before the app ran, applied once the app has mounted. */
export function usePrerenderedChange(name: string, apply: (value: string) => void): void {
  const applyChange = useEffectEvent(apply)
  useEffect(() => {
    const changed = prerenderedChange(name)
    if (changed !== undefined) applyChange(changed)
  }, [name])
}

/** Whether the drawing's form was submitted before the app ran; true once. */
export function takePrerenderedSubmit(): boolean {
  const html = document.documentElement
  const requested = html.hasAttribute(SUBMIT_REQUESTED_ATTRIBUTE)
  html.removeAttribute(SUBMIT_REQUESTED_ATTRIBUTE)
  return requested
}
