import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ColorThemeProvider, THEME_STORAGE_KEY, useColorTheme } from './color-theme.tsx'

/** The system's theme, which the test changes as a user switching their device to dark would. */
function mockSystemTheme(dark: boolean) {
  let matches = dark
  const listeners = new Set<() => void>()
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && matches
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }))
  return {
    set(next: boolean) {
      matches = next
      act(() => listeners.forEach((listener) => listener()))
    },
  }
}

function Probe() {
  const { theme, resolvedTheme, setTheme } = useColorTheme()
  return (
    <>
      <p>
        {theme} drawn {resolvedTheme}
      </p>
      <button onClick={() => setTheme('dark')}>dark</button>
      <button onClick={() => setTheme('system')}>system</button>
    </>
  )
}

const html = document.documentElement

/** What the page's first script puts on `<html>` (scripts/route-preload.ts). */
function firstScriptPut(theme: 'light' | 'dark') {
  html.className = theme
  html.style.colorScheme = theme
}

beforeEach(() => {
  localStorage.clear()
  html.className = ''
  html.style.colorScheme = ''
})
afterEach(() => vi.unstubAllGlobals())

describe('the colour theme', () => {
  it('starts light, and changes nothing on a page the first script already themed', () => {
    mockSystemTheme(true)
    firstScriptPut('light')
    const changes: MutationRecord[] = []
    const observer = new MutationObserver((records) => changes.push(...records))
    observer.observe(html, { attributes: true })
    render(
      <ColorThemeProvider>
        <Probe />
      </ColorThemeProvider>,
    )
    expect(screen.getByText('light drawn light')).toBeTruthy()
    // A class taken off and put back, or the style written again, made the browser style the
    // whole page again before its first paint.
    expect(observer.takeRecords().concat(changes)).toEqual([])
    observer.disconnect()
  })

  it('puts the theme on <html> when nothing did, and a choice there and on the device', () => {
    mockSystemTheme(false)
    render(
      <ColorThemeProvider>
        <Probe />
      </ColorThemeProvider>,
    )
    expect(html.className).toBe('light')
    expect(html.style.colorScheme).toBe('light')

    act(() => screen.getByRole('button', { name: 'dark' }).click())
    expect(screen.getByText('dark drawn dark')).toBeTruthy()
    expect(html.className).toBe('dark')
    expect(html.style.colorScheme).toBe('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    // The transitions' hold is gone once the theme is drawn (the suite's jsdom holds emotion's
    // sheets too).
    const holds = [...document.head.querySelectorAll('style')].filter((style) =>
      style.textContent.includes('transition:none'),
    )
    expect(holds).toEqual([])
  })

  it('follows the system on "system", and as the system changes', () => {
    const system = mockSystemTheme(false)
    localStorage.setItem(THEME_STORAGE_KEY, 'system')
    firstScriptPut('light')
    render(
      <ColorThemeProvider>
        <Probe />
      </ColorThemeProvider>,
    )
    expect(screen.getByText('system drawn light')).toBeTruthy()
    system.set(true)
    expect(screen.getByText('system drawn dark')).toBeTruthy()
    expect(html.className).toBe('dark')
    expect(html.style.colorScheme).toBe('dark')
  })

  it('takes another tab’s choice', () => {
    mockSystemTheme(false)
    render(
      <ColorThemeProvider>
        <Probe />
      </ColorThemeProvider>,
    )
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }),
      )
    })
    expect(screen.getByText('dark drawn dark')).toBeTruthy()
    expect(html.className).toBe('dark')
  })

  it('reads a stored value it does not know as light', () => {
    mockSystemTheme(false)
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia')
    render(
      <ColorThemeProvider>
        <Probe />
      </ColorThemeProvider>,
    )
    expect(screen.getByText('light drawn light')).toBeTruthy()
  })
})
