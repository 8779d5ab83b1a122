import { describe, expect, it } from 'vitest'
import { nests, patternOf, preloadModule, preloadTable, routeIdOf } from './route-preload.ts'

describe('route ids and their paths', () => {
  it('reads the id a route file declares', () => {
    expect(routeIdOf(`export const Route = createFileRoute('/developer/home/')({`)).toBe(
      '/developer/home/',
    )
    expect(routeIdOf('export const Route = createRootRouteWithContext<X>()({')).toBe('__root__')
    expect(routeIdOf('export function helper() {}')).toBeNull()
  })

  it('matches paths by the router’s file conventions', () => {
    const matches = (id: string, path: string) => new RegExp(patternOf(id)).test(path)
    expect(matches('/developer/home/', '/developer/home')).toBe(true)
    expect(matches('/developer/home/', '/developer/home/all-tasks')).toBe(false)
    expect(matches('/developer/manage-leads/$leadId', '/developer/manage-leads/l-1')).toBe(true)
    // `$leadId_` un-nests the edit screen; it still sits under the lead's path.
    expect(
      matches('/developer/manage-leads/$leadId_/edit', '/developer/manage-leads/l-1/edit'),
    ).toBe(true)
    expect(matches('/_auth/(group)/login', '/login')).toBe(true)
    expect(matches('/files/$', '/files/a/b')).toBe(true)
    expect(matches('/', '/')).toBe(true)
  })

  it('nests a screen in its layouts only', () => {
    expect(nests('__root__', '/developer')).toBe(true)
    expect(nests('/developer', '/developer/home/')).toBe(true)
    expect(nests('/developer/', '/developer/home/')).toBe(false)
    expect(nests('/developer/manage-leads/$leadId', '/developer/manage-leads/$leadId_/edit')).toBe(
      false,
    )
  })
})

describe('the preload table', () => {
  const routes = new Map([
    ['__root__', ['root.js']],
    ['/developer', ['layout.js', 'shared.js', 'entry-dep.js']],
    ['/developer/home/', ['home.js', 'shared.js']],
    ['/developer/manage-leads/$leadId', ['lead.js']],
    ['/developer/manage-leads/new', ['new-lead.js']],
  ])
  const table = preloadTable(
    routes,
    new Map([
      ['en', ['en.js']],
      ['hi', ['hi.js']],
    ]),
    new Set(['entry-dep.js']),
  )
  const filesFor = (path: string) =>
    table.routes.find(([pattern]) => new RegExp(pattern).test(path))?.[1].map((i) => table.files[i])

  it('gives a screen its layouts’ chunks and its own, once each, without the entry’s', () => {
    expect(filesFor('/developer/home')).toEqual(['root.js', 'layout.js', 'shared.js', 'home.js'])
  })

  it('prefers a static segment to a parameter', () => {
    expect(filesFor('/developer/manage-leads/new')).toEqual([
      'root.js',
      'layout.js',
      'shared.js',
      'new-lead.js',
    ])
    expect(filesFor('/developer/manage-leads/l-1')).toContain('lead.js')
  })

  it('falls back to the root’s chunks', () => {
    expect(filesFor('/nowhere')).toEqual(['root.js'])
  })

  it('runs in the page: one modulepreload per chunk of the path and the stored language', () => {
    const links: { rel: string; href: string; crossOrigin: string | null }[] = []
    const page = {
      location: { pathname: '/developer/home/' },
      localStorage: { getItem: () => 'hi' },
      document: {
        documentElement: { hasAttribute: () => false },
        getElementById: () => null,
        createElement: () => ({ rel: '', href: '', crossOrigin: null }),
        head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
      },
    }
    new Function('location', 'localStorage', 'document', preloadModule(table, '/'))(
      page.location,
      page.localStorage,
      page.document,
    )
    expect(links.map((l) => l.href)).toEqual([
      '/root.js',
      '/layout.js',
      '/shared.js',
      '/home.js',
      '/hi.js',
    ])
    expect(links.every((l) => l.rel === 'modulepreload' && l.crossOrigin === '')).toBe(true)
  })

  it('puts the theme on every page before its first style: the stored one, or light', () => {
    const themed = (stored: string | null, systemDark: boolean) => {
      const html = { classes: [] as string[], style: { colorScheme: '' } }
      const page = {
        location: { pathname: '/developer/home/' },
        localStorage: { getItem: (key: string) => (key === 'siteoffice.theme' ? stored : null) },
        matchMedia: (query: string) => ({
          matches: query === '(prefers-color-scheme: dark)' && systemDark,
        }),
        document: {
          documentElement: {
            hasAttribute: () => false,
            classList: { add: (name: string) => html.classes.push(name) },
            style: html.style,
          },
          getElementById: () => null,
          createElement: () => ({}),
          head: { appendChild: () => {} },
        },
      }
      new Function(...Object.keys(page), preloadModule(table, '/'))(...Object.values(page))
      return [...html.classes, html.style.colorScheme]
    }
    expect(themed(null, true)).toEqual(['light', 'light'])
    expect(themed('dark', false)).toEqual(['dark', 'dark'])
    expect(themed('system', true)).toEqual(['dark', 'dark'])
    expect(themed('system', false)).toEqual(['light', 'light'])
  })

  it('on a page the build drew, starts the app only once the drawing is painted', () => {
    const html = new Map<string, string>([['data-prerendered', '']])
    const listeners = new Map<string, (event: unknown) => void>()
    const appended: string[] = []
    const frames: (() => void)[] = []
    const timers: (() => void)[] = []
    const entry = { tagName: 'SCRIPT', attributes: [{ name: 'src', value: '/assets/index.js' }] }
    const classes: string[] = []
    const themeSwitch = { value: 'light' }
    const page = {
      location: { pathname: '/login' },
      localStorage: { getItem: (key: string) => (key === 'siteoffice.theme' ? 'dark' : null) },
      matchMedia: () => ({ matches: false }),
      document: {
        readyState: 'complete',
        documentElement: {
          hasAttribute: (name: string) => html.has(name),
          setAttribute: (name: string, value: string) => html.set(name, value),
          classList: { add: (name: string) => classes.push(name) },
          style: { colorScheme: '' },
        },
        querySelector: (selector: string) =>
          selector === 'select[data-prerendered][name=theme]' ? themeSwitch : null,
        addEventListener: (type: string, listener: (event: unknown) => void) =>
          listeners.set(type, listener),
        getElementById: (id: string) =>
          id === 'app-start' ? { content: { children: [entry] } } : null,
        createElement: (tag: string) => {
          const element = { tag, rel: '', href: '', crossOrigin: null, src: '' }
          return Object.assign(element, {
            setAttribute: (name: string, value: string) =>
              Object.assign(element, { [name]: value }),
          })
        },
        head: {
          appendChild: (element: { tag: string; href: string; src: string }) =>
            appended.push(element.tag === 'SCRIPT' ? `script ${element.src}` : element.href),
        },
      },
      requestAnimationFrame: (frame: () => void) => frames.push(frame),
      setTimeout: (timer: () => void) => timers.push(timer),
    }
    new Function(...Object.keys(page), preloadModule(table, '/'))(...Object.values(page))
    expect(appended).toEqual([])

    // "Get code" pressed on the drawing before the app runs is noted for the app.
    listeners.get('click')?.({ target: { closest: () => ({}) } })
    expect(html.has('data-submit-requested')).toBe(true)

    // A field the visitor changes is marked for the app; a field of the app's own is not.
    const marked: string[] = []
    const field = (drawn: boolean) => ({
      target: { hasAttribute: () => drawn, setAttribute: (name: string) => marked.push(name) },
    })
    listeners.get('input')?.(field(true))
    listeners.get('change')?.(field(false))
    expect(marked).toEqual(['data-changed'])

    // English and signed out: the drawing shows.
    expect(html.has('data-drawing-hidden')).toBe(false)
    // The stored theme is on the page, and in its switch, before its first frame.
    expect(classes).toEqual(['dark'])
    expect(themeSwitch.value).toBe('dark')
    frames.forEach((frame) => frame())
    expect(appended).toEqual([])
    timers[timers.length - 1]?.()
    expect(appended).toEqual(['/root.js', '/en.js', 'script /assets/index.js'])
    // The fallback timer (a hidden tab never paints) does not start it twice.
    timers.forEach((timer) => timer())
    expect(appended).toHaveLength(3)
  })

  it('hides the drawing from a visitor who chose Hindi or is signed in', () => {
    const hidden = (stored: Record<string, string>) => {
      const html = new Map<string, string>([['data-prerendered', '']])
      const page = {
        location: { pathname: '/login' },
        localStorage: { getItem: (key: string) => stored[key] ?? null },
        document: {
          readyState: 'loading',
          documentElement: {
            hasAttribute: (name: string) => html.has(name),
            setAttribute: (name: string, value: string) => html.set(name, value),
          },
          addEventListener: () => {},
        },
      }
      new Function(...Object.keys(page), preloadModule(table, '/'))(...Object.values(page))
      return html.has('data-drawing-hidden')
    }
    expect(hidden({})).toBe(false)
    expect(hidden({ 'siteoffice.locale': 'en' })).toBe(false)
    expect(hidden({ 'siteoffice.locale': 'hi' })).toBe(true)
    expect(hidden({ 'siteoffice.session': '{}' })).toBe(true)
  })
})
