/*
 * The marks a page drawn by the build carries (scripts/prerender.ts, decision 0061), shared by the
 * build, the page's first script (scripts/route-preload.ts) and the app
 * (src/lib/prerendered-input.ts). No imports: the build and the benches read it too.
 */

/** Marks a drawn page's `<html>`, and its fields and buttons. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'
/** The `<template>` that holds the app's entry and preloads until the drawing is painted. */
export const APP_START_ID = 'app-start'
/** Set on `<html>` when the drawing's form was submitted before the app ran. */
export const SUBMIT_REQUESTED_ATTRIBUTE = 'data-submit-requested'
/** Set on a drawn field the visitor typed in or chose in. */
export const CHANGED_ATTRIBUTE = 'data-changed'
/** Wraps the drawing in `#root`. */
export const DRAWING_ATTRIBUTE = 'data-drawing'
/**
 * Set on `<html>` by the page's first script when the drawing would mislead: a visitor who chose
 * another language than the drawing's English, or who is signed in (the app sends them on).
 */
export const DRAWING_HIDDEN_ATTRIBUTE = 'data-drawing-hidden'
