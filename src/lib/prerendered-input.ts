import { useEffect, useRef, useState } from 'react'

/*
 * A page the build drew (`scripts/prerender.ts`, decision 0061) is on screen before the app has
 * run. What a visitor does to it meanwhile is kept for the app's first render, which replaces the
 * drawing: what was typed or chosen in its fields (each marked with PRERENDERED_ATTRIBUTE) and a
 * press of its submit button or of Enter in a field, which the page's first script notes on `<html>`
 * (scripts/route-preload.ts).
 */

/** Marks a drawn page's `<html>`, and its inputs and buttons. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'
/** The `<template>` that holds the app's entry and preloads until the drawing is painted. */
export const APP_START_ID = 'app-start'
/** Set on `<html>` when the drawing's form was submitted before the app ran. */
export const SUBMIT_REQUESTED_ATTRIBUTE = 'data-submit-requested'

/**
 * What the visitor changed in the drawing's field of that name (an input's text, a select's
 * choice), or undefined when it is as drawn. Read while the app's first render runs, the latest
 * moment before the drawing goes.
 */
export function prerenderedChange(name: string): string | undefined {
  // The build's own render of the page (in Node) has no page to read from.
  if (typeof document === 'undefined') return undefined
  const field = document.querySelector(`#root [${PRERENDERED_ATTRIBUTE}][name="${name}"]`)
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
  const [changed] = useState(() => prerenderedChange(name))
  const latest = useRef(apply)
  useEffect(() => {
    if (changed !== undefined) latest.current(changed)
  }, [changed])
}

/** Whether the drawing's form was submitted before the app ran; true once. */
export function takePrerenderedSubmit(): boolean {
  const html = document.documentElement
  const requested = html.hasAttribute(SUBMIT_REQUESTED_ATTRIBUTE)
  html.removeAttribute(SUBMIT_REQUESTED_ATTRIBUTE)
  return requested
}
