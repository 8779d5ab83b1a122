import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin, ResolvedConfig, Rollup } from 'vite'
import { HEADERS, PLATFORM_WEB } from '../contract/http.ts'
import { LEAD_PATHS } from '../contract/leads.ts'
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../contract/routes.ts'
import {
  DEFAULT_LEAD_QUERY,
  LEAD_LIST_PAGE_SIZE,
} from '../src/features/leads/model/lead-list-query.ts'
import { EARLY_REQUEST_GLOBAL } from '../src/lib/early-request.ts'
import {
  APP_START_ID,
  CHANGED_ATTRIBUTE,
  DRAWING_HIDDEN_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  SUBMIT_REQUESTED_ATTRIBUTE,
} from '../src/lib/prerendered-page.ts'

/*
 * The code a path needs, asked for before the app's entry has run (decision 0038).
 *
 * The router splits every screen into chunks (autoCodeSplitting), which it asks for only once
 * the entry's modules are evaluated and `router.load()` has matched the path: the screen's code
 * then loads after the entry's evaluation instead of beside it. The build knows which chunks each
 * route needs, so it writes them into a small module, `route-preload-<hash>.js`, that index.html
 * loads with `async` before the entry: it matches `location.pathname` against the routes and adds
 * a `<link rel="modulepreload">` for each chunk of the matched route and its parents (and the
 * stored language's catalogue). The browser then fetches and compiles them while the entry
 * evaluates, and the router's `import()`s find them loaded. A chunk is only a hint: a path that
 * matches nothing, or a wrong guess, costs what it did before.
 *
 * The same table goes to the server too (`ROUTE_PRELOADS_FILE`): a page it sends already names
 * its route's chunks, so the browser's preload scanner asks for them with the HTML's own
 * (decision 0067). The script still adds them, for the page the service worker sends; a module
 * asked for twice is fetched once.
 */

/** What the app's i18n stores the chosen language under (src/lib/i18n.ts `STORAGE_KEY`). */
const LOCALE_KEY = 'siteoffice.locale'
/** The chosen theme's key (`THEME_STORAGE_KEY` in src/components/ui/color-theme.tsx). */
const THEME_KEY = 'siteoffice.theme'
/** The session's key (`SESSION_STORAGE_KEY` in src/features/auth/model/session-store.ts). */
const SESSION_KEY = 'siteoffice.session'
/** The device's id (`STORAGE_KEY` in src/lib/client-id.ts). */
const CLIENT_ID_KEY = 'siteoffice.client-id'
/** The header's project choice (`STORAGE_KEY` in src/features/projects/model/chosen-project.ts). */
const CHOSEN_PROJECT_KEY = 'siteoffice.chosen-project'
const DEFAULT_LOCALE = 'en'
/** The theme before any is chosen (`DEFAULT_THEME` in src/components/ui/color-theme.tsx). */
const DEFAULT_THEME = 'light'

/** A route file's id: `createFileRoute('/developer/home/')`, or the root. */
export function routeIdOf(source: string): string | null {
  if (/\bcreateRootRoute(?:WithContext)?\b/.test(source)) return '__root__'
  return /\bcreateFileRoute\(\s*(['"`])([^'"`]+)\1\s*\)/.exec(source)?.[2] ?? null
}

interface Segment {
  kind: 'static' | 'param' | 'splat'
  text: string
}

/**
 * The URL segments of a route id, by TanStack's file conventions: `_layout` and `(group)` add
 * none, a trailing `_` only un-nests (`$leadId_`), `$name` is one segment, `$` the rest.
 */
function segmentsOf(id: string): Segment[] {
  return id
    .split('/')
    .filter((s) => s && !s.startsWith('_') && !/^\(.*\)$/.test(s))
    .map((s) => s.replace(/_$/, ''))
    .map((s): Segment => {
      if (s === '$') return { kind: 'splat', text: s }
      if (s.startsWith('$')) return { kind: 'param', text: s }
      return { kind: 'static', text: s }
    })
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The pattern a pathname (without its trailing slash) matches to open the route. */
export function patternOf(id: string): string {
  const parts = segmentsOf(id).map((s) =>
    s.kind === 'splat' ? '(?:/.*)?' : s.kind === 'param' ? '/[^/]+' : `/${escape(s.text)}`,
  )
  return `^${parts.join('') || '/'}$`
}

/** Whether `parent`'s route nests `child` (by id: `/developer` nests `/developer/home/`). */
export function nests(parent: string, child: string): boolean {
  if (parent === child) return false
  if (parent === '__root__') return true
  const p = parent.replace(/\/$/, '')
  // An index route (`/developer/`) nests nothing; `$leadId_/edit` is not under `$leadId`.
  return !parent.endsWith('/') && child.startsWith(`${p}/`)
}

/** Best first: more static segments, then fewer splats, then an index route over its layout. */
function rank(id: string): number[] {
  const segments = segmentsOf(id)
  return [
    -segments.filter((s) => s.kind === 'static').length,
    segments.filter((s) => s.kind === 'splat').length,
    id.endsWith('/') ? 0 : 1,
  ]
}

const byRank = (a: string, b: string) => {
  const [x, y] = [rank(a), rank(b)]
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!
  return a.localeCompare(b)
}

interface PreloadTable {
  files: string[]
  /** [pattern, indexes into files], best match first. */
  routes: [string, number[]][]
  locales: Record<string, number[]>
}

/**
 * From each route's own chunks (file names, in need order) to the table the browser reads: a
 * route's chunks are its parents' and its own, without those index.html already loads.
 */
export function preloadTable(
  routeChunks: ReadonlyMap<string, readonly string[]>,
  localeChunks: ReadonlyMap<string, readonly string[]>,
  loadedByHtml: ReadonlySet<string>,
): PreloadTable {
  const files: string[] = []
  const index = new Map<string, number>()
  const indexesOf = (list: readonly string[]) => {
    const out: number[] = []
    for (const file of list) {
      if (loadedByHtml.has(file)) continue
      let i = index.get(file)
      if (i === undefined) {
        i = files.push(file) - 1
        index.set(file, i)
      }
      if (!out.includes(i)) out.push(i)
    }
    return out
  }
  const ids = [...routeChunks.keys()].filter((id) => id !== '__root__').sort(byRank)
  const chainOf = (id: string) =>
    [...routeChunks.keys()]
      .filter((other) => nests(other, id))
      .sort((a, b) => (nests(a, b) ? -1 : nests(b, a) ? 1 : 0))
      .concat(id)
  const routes = ids.map((id): [string, number[]] => [
    patternOf(id),
    indexesOf(chainOf(id).flatMap((link) => routeChunks.get(link) ?? [])),
  ])
  const root = routeChunks.get('__root__')
  if (root) routes.push(['', indexesOf(root)])
  const locales = Object.fromEntries(
    [...localeChunks].map(([locale, chunks]) => [locale, indexesOf(chunks)]),
  )
  return { files, routes, locales }
}

/** A screen's first API request, which the page's first script can start (decision 0063). */
export interface EarlyRequestPlan {
  /** The paths it is for (`patternOf`), on the screen's default view only (no search). */
  pattern: string
  /** Its URL across projects, `{slug}` to fill from the session. */
  all: string
  /** Its URL in the chosen project, `{slug}` and `{project}` to fill. */
  project: string
}

/**
 * The lead list's first page on its default view, as `listLeads` asks for it: the default query,
 * then the page size, then the wire's first page (`toWirePage(0)`). `lead-list-early-request.test.ts`
 * holds the two to the same URL and headers.
 */
export function leadListFirstPage(): EarlyRequestPlan {
  const query = new URLSearchParams({
    ...DEFAULT_LEAD_QUERY,
    limit: String(LEAD_LIST_PAGE_SIZE),
    page: '1',
  }).toString()
  return {
    pattern: patternOf('/developer/manage-leads/'),
    all: `${LEAD_PATHS.leads('{slug}')}?${query}`,
    project: `${LEAD_PATHS.projectLeads('{slug}', '{project}')}?${query}`,
  }
}

/**
 * The early request's script: on its screen, for a signed-in device, the request the app's
 * first render would make, sent now with the headers the app sends, and left on `window` for
 * the app's `http.ts` to take (src/lib/early-request.ts). The list's rows then need not wait for
 * the app's code to arrive and run: on a phone's link that is a round trip and more sooner.
 */
function earlyRequestScript(plan: EarlyRequestPlan): string {
  return `try{const e=${JSON.stringify(plan)};
const s=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_KEY)})||'null');const c=localStorage.getItem(${JSON.stringify(CLIENT_ID_KEY)});
if(!location.search&&s&&s.accessToken&&s.slug&&c&&new RegExp(e.pattern).test(location.pathname.replace(/\\/+$/,'')||'/')){
let j=null;try{const x=JSON.parse(localStorage.getItem(${JSON.stringify(CHOSEN_PROJECT_KEY)})||'null');if(x&&x.orgId===s.orgId&&typeof x.projectId==='string')j=x.projectId}catch{}
const u=location.origin+(j?e.project.replace('{project}',j):e.all).replace('{slug}',s.slug);const a='Bearer '+s.accessToken;
const o={url:u,authorization:a,response:fetch(u,{headers:{Accept:'application/json',${JSON.stringify(HEADERS.clientId)}:c,${JSON.stringify(HEADERS.platform)}:${JSON.stringify(PLATFORM_WEB)},Authorization:a},priority:'high'})};
o.response.then(()=>{o.answered=true},()=>{});window[${JSON.stringify(EARLY_REQUEST_GLOBAL)}]=o}}catch{}
`
}

/**
 * The module index.html loads: pure DOM, no import, so it runs as soon as it arrives.
 *
 * On a page the build drew (`<html data-prerendered>`, scripts/prerender.ts) it waits for that
 * page's first paint, then adds the preloads and the app's own tags, which that page keeps in
 * `<template id="app-start">`: the drawing is on screen before any of the app's code is asked
 * for, so on a slow link the page's HTML and CSS have the line to themselves (decision 0061). A
 * hidden tab never paints: a timer starts the app there. Meanwhile a press of the drawing's submit
 * button, or of Enter in its field, is noted on `<html>` for the app, and each field the visitor
 * changes is marked (src/lib/prerendered-input.ts). The drawing is light; a stored theme is put
 * in the drawing's theme switch once it is parsed. The drawing is English: for a visitor who
 * chose another language, or who is signed in (the app sends them on), it is hidden at once, and
 * they wait for the app as on any other page.
 *
 * On every page, the theme (the stored one, or light) is put on `<html>` as the app puts it
 * (src/components/ui/color-theme.tsx), its class and `color-scheme`, before the page's first
 * style: put there after the app's first commit, it changed what every element inherits, and the
 * whole page was styled again before its first paint (decision 0064).
 */
export function preloadModule(
  table: PreloadTable,
  base: string,
  early: EarlyRequestPlan | null = null,
): string {
  return `${early ? earlyRequestScript(early) : ''}const t=${JSON.stringify(table)};
const start=()=>{
const p=location.pathname.replace(/\\/+$/,'')||'/';
const w=new Set();
const r=t.routes.find(([re])=>new RegExp(re).test(p));
if(r)for(const i of r[1])w.add(i);
let l=${JSON.stringify(DEFAULT_LOCALE)};
try{l=localStorage.getItem(${JSON.stringify(LOCALE_KEY)})||l}catch{}
for(const i of t.locales[l]||t.locales[${JSON.stringify(DEFAULT_LOCALE)}]||[])w.add(i);
for(const i of w){const k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=${JSON.stringify(base)}+t.files[i];document.head.appendChild(k)}
const a=document.getElementById(${JSON.stringify(APP_START_ID)});
if(a)for(const e of a.content.children){const n=document.createElement(e.tagName);for(const x of e.attributes)n.setAttribute(x.name,x.value);document.head.appendChild(n)}
};
const d=document.documentElement;
const storedTheme=()=>{try{return localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch{return null}};
try{const m=storedTheme()||${JSON.stringify(DEFAULT_THEME)};
const k=m==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;d.classList.add(k);d.style.colorScheme=k}catch{}
if(d.hasAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)})){
try{const g=localStorage.getItem(${JSON.stringify(LOCALE_KEY)});if((g&&g!==${JSON.stringify(DEFAULT_LOCALE)})||localStorage.getItem(${JSON.stringify(SESSION_KEY)}))d.setAttribute(${JSON.stringify(DRAWING_HIDDEN_ATTRIBUTE)},'')}catch{}
const q=()=>d.setAttribute(${JSON.stringify(SUBMIT_REQUESTED_ATTRIBUTE)},'');
document.addEventListener('click',e=>{if(e.target.closest?.('button[${PRERENDERED_ATTRIBUTE}][type=submit]'))q()},true);
document.addEventListener('keydown',e=>{if(e.key==='Enter'&&e.target.matches?.('input[${PRERENDERED_ATTRIBUTE}]'))q()},true);
const c=e=>{if(e.target.hasAttribute?.(${JSON.stringify(PRERENDERED_ATTRIBUTE)}))e.target.setAttribute(${JSON.stringify(CHANGED_ATTRIBUTE)},'')};
document.addEventListener('input',c,true);document.addEventListener('change',c,true);
const theme=()=>{const m=storedTheme();if(!m)return;
const f=document.querySelector('select[${PRERENDERED_ATTRIBUTE}][name=theme]');if(f)f.value=m};
let s=0;const once=()=>{if(!s){s=1;start()}};
const painted=()=>{theme();requestAnimationFrame(()=>setTimeout(once));setTimeout(once,1000)};
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',painted,{once:true});else painted()
}else start()
`
}

/** Chunk files and everything they import, in the order met. */
function withImports(files: readonly string[], bundle: Rollup.OutputBundle): string[] {
  const out: string[] = []
  const visit = (file: string) => {
    if (out.includes(file)) return
    out.push(file)
    const chunk = bundle[file]
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
  }
  files.forEach(visit)
  return out
}

const SPLIT = /\?tsr-split=(.+)$/

export function routePreload({ routesDir }: { routesDir: string }): Plugin {
  let config: ResolvedConfig
  let fileName: string | null = null
  return {
    name: 'siteoffice:route-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry,
      )
      if (!entry) return
      const chunkOfModule = new Map<string, string>()
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const id of chunk.moduleIds) chunkOfModule.set(id, chunk.fileName)
      const chunksOf = (ids: readonly string[]) =>
        withImports(
          ids.flatMap((id) => chunkOfModule.get(id) ?? []),
          bundle,
        )
      const dir = path.resolve(config.root, routesDir)
      const routeChunks = new Map<string, string[]>()
      const localeChunks = new Map<string, string[]>()
      for (const id of this.getModuleIds()) {
        const locale = /[\\/]locales[\\/]([^\\/]+)[\\/]messages\.po$/.exec(id)?.[1]
        if (locale) localeChunks.set(locale, chunksOf([id]))
        if (id.includes('?') || !id.startsWith(dir) || path.basename(id).startsWith('-')) continue
        const routeId = routeIdOf(fs.readFileSync(id, 'utf8'))
        if (!routeId) continue
        // The screen's own chunk and what its loader imports when it runs; not the error and
        // not-found screens, which most loads never show.
        const wanted = (this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(
          (dynamic) => (SPLIT.exec(dynamic)?.[1] ?? 'component') === 'component',
        )
        routeChunks.set(routeId, chunksOf(wanted))
      }
      const loadedByHtml = new Set(withImports([entry.fileName], bundle))
      const table = preloadTable(routeChunks, localeChunks, loadedByHtml)
      // Only when the API is this origin: the page's own requests are what the app makes.
      const early = config.env.VITE_API_BASE_URL ? null : leadListFirstPage()
      const source = preloadModule(table, config.base, early)
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
      fileName = `${config.build.assetsDir}/route-preload-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source })
      const forServer: RoutePreloads = {
        files: table.files.map((file) => `${config.base}${file}`),
        routes: table.routes,
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(forServer),
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!fileName) throw new Error('route-preload: index.html was written before the table')
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, src: `${config.base}${fileName}` },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}
