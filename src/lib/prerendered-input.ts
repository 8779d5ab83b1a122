import { useEffect, useRef } from 'react'

/*
 * A page the build drew (`scripts/prerender.ts`, decision 0061) is on screen before the app has
 * run, and stays usable while the app's first render runs in slices. What a visitor does to it
 * meanwhile is kept: the app holds on to the drawing (`keepDrawing`, before its first render,
 * which removes it from the page) and, once mounted, reads what was typed or chosen in its
 * fields (each marked with PRERENDERED_ATTRIBUTE) and whether its submit button or Enter in a
 * field was pressed, which the page's first script notes on `<html>` (scripts/route-preload.ts).
 */

/** Marks a drawn page's `<html>`, and its fields and buttons. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'
/** The `<template>` that holds the app's entry and preloads until the drawing is painted. */
export const APP_START_ID = 'app-start'
/** Set on `<html>` when the drawing's form was submitted before the app ran. */
export const SUBMIT_REQUESTED_ATTRIBUTE = 'data-submit-requested'

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
 * What the visitor changed in the drawing's field of that name (an input's text, a select's
 * choice), or undefined when it is as drawn, there is no drawing, or it was read before. Read
 * once the app has mounted: by then the drawing is off the page, so nothing more is typed in it.
 */
export function prerenderedChange(name: string): string | undefined {
  if (taken.has(name)) return undefined
  taken.add(name)
  const field = drawing?.querySelector(`[${PRERENDERED_ATTRIBUTE}][name="${name}"]`)
  if (field instanceof HTMLInputElement)
    return field.value !== field.defaultValue ? field.value : undefined
  if (field instanceof HTMLSelectElement) {
    const chosen = field.selectedOptions[0]
    return chosen && !chosen.defaultSelected ? chosen.value : undefined
  }
  return undefined
}

/** A choice made in the drawing's field before the app ran, applied once the app has mounted. */
export function usePrerenderedChange(name: string, apply: (value: string) => void): void {
  const latest = useRef(apply)
  useEffect(() => {
    const changed = prerenderedChange(name)
    if (changed !== undefined) latest.current(changed)
  }, [name])
}

/** Whether the drawing's form was submitted before the app ran; true once. */
export function takePrerenderedSubmit(): boolean {
  const html = document.documentElement
  const requested = html.hasAttribute(SUBMIT_REQUESTED_ATTRIBUTE)
  html.removeAttribute(SUBMIT_REQUESTED_ATTRIBUTE)
  return requested
}
