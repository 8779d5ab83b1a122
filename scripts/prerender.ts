import type { Plugin, Rollup } from 'vite'
import { PRERENDERED_PAGES } from '../contract/routes.ts'
import {
  APP_START_ID,
  DRAWING_ATTRIBUTE,
  DRAWING_HIDDEN_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
} from '../src/lib/prerendered-page.ts'

/*
 * Public pages drawn by the build (decision 0061).
 *
 * index.html is an empty `#root`: nothing is drawn before the entry's JavaScript has arrived and
 * run, about 1.3 s of a phone's main thread on /login and most of its Lighthouse LCP. The build
 * renders each page named here with the app's own components (`src/app/prerender.tsx`, through a
 * Vite server in SSR mode, so the Lingui macros and the aliases apply as in the browser) and
 * writes it beside index.html (`login.html` for `/login`), which the server sends for that path
 * on a first visit. The browser draws it as soon as the HTML and its inline CSS have arrived; the
 * app then renders the same page over it (`createRoot` replaces the markup in one commit).
 *
 * The markup is a picture until then, so nothing in it may act on its own: a form becomes a
 * `div` (Enter or the button would otherwise submit it to the server as a GET, with the typed
 * number in the address); its fields and buttons are marked `data-prerendered`, so the app can
 * carry over what was typed or chosen and a press of the submit button
 * (`src/lib/prerendered-input.ts`). Links stay links. The components' CSS moves to `<head>` as
 * one `<style data-emotion="css …">`, which emotion adopts when it starts, so the first render
 * does not insert those rules again. The app's entry and its preloads wait in a
 * `<template>` until the page is painted (route-preload.ts starts them), so the drawing does not
 * share a slow link with the app's code.
 */

const ROOT = '<div id="root"></div>'
/** The entry's script and the preloads of what it imports, as Vite writes them in index.html. */
const APP_TAG =
  /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/g

/** emotion's SSR `<style data-emotion="css id…">` elements: their names and their CSS. */
const EMOTION_STYLE = /<style data-emotion="([\w-]+) ([^"]*)"[^>]*>([^<]*)<\/style>/g

/**
 * index.html with a page's rendered markup in `#root` and its components' CSS in `<head>`.
 * Chakra's global CSS (`css-global`) is left out: index.html already has it (chakra-global-css).
 */
export function withPrerenderedPage(index: string, markup: string): string {
  if (!index.includes(ROOT)) throw new Error(`prerender: index.html has no ${ROOT}`)
  const names: string[] = []
  let css = ''
  for (const [, key, ids, rules] of markup.matchAll(EMOTION_STYLE)) {
    if (key !== 'css') continue
    names.push(...ids!.split(' ').filter(Boolean))
    css += rules
  }
  const body = markup
    .replace(/<style\b[^>]*>[^<]*<\/style>/g, '')
    // Any script, and React's image preloads: the app's render brings its own.
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*>/g, '')
    .replace(/<form\b([^>]*)>/g, '<div$1>')
    .replace(/<\/form>/g, '</div>')
    .replace(/<(input|select|button)\b/g, `<$1 ${PRERENDERED_ATTRIBUTE}=""`)
  if (!body.includes('<main')) throw new Error('prerender: the rendered page has no <main>')
  // The app's entry and its preloads wait until the page is painted (route-preload.ts).
  const appTags: string[] = []
  const head = index.replace(APP_TAG, (tag) => {
    appTags.push(tag)
    return ''
  })
  if (!appTags.some((tag) => tag.startsWith('<script')))
    throw new Error('prerender: index.html has no entry script')
  // The first script hides a drawing that would mislead (route-preload.ts).
  css += `html[${DRAWING_HIDDEN_ATTRIBUTE}] [${DRAWING_ATTRIBUTE}]{visibility:hidden}`
  const style = `<style data-emotion="css ${names.join(' ')}">${css}</style>`
  return head
    .replace(/<html\b/, `<html ${PRERENDERED_ATTRIBUTE}=""`)
    .replace('</head>', `${style}</head>`)
    .replace(
      ROOT,
      `<div id="root"><div ${DRAWING_ATTRIBUTE}="" style="display:contents">${body}</div></div>` +
        `<template id="${APP_START_ID}">${appTags.join('')}</template>`,
    )
}

/** Writes each of PRERENDERED_PAGES from the build's own index.html (builds only). */
export function prerender(): Plugin {
  return {
    name: 'siteoffice:prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'] as Rollup.OutputAsset | undefined
      if (!index) this.error('prerender: the bundle has no index.html')
      const { createServer } = await import('vite')
      const server = await createServer({
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        appType: 'custom',
        logLevel: 'error',
      })
      try {
        const { renderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          renderPage: (pathname: string) => Promise<string>
        }
        for (const [pathname, fileName] of Object.entries(PRERENDERED_PAGES))
          this.emitFile({
            type: 'asset',
            fileName,
            source: withPrerenderedPage(String(index.source), await renderPage(pathname)),
          })
      } finally {
        await server.close()
      }
    },
  }
}
