import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { useMediaQuery } from './use-media-query.ts'

/*
 * Light, dark or auto (the system's), stored on the device (spec: default light). Chakra reads the
 * theme from `<html>`'s class (`light` or `dark`); `color-scheme` gives the browser's own controls
 * and scroll bars the same colours.
 *
 * The page's first script (scripts/route-preload.ts) puts the stored theme on `<html>` before the
 * page's first style, so the app finds it there. It changes `<html>` only where its theme differs
 * from what is there: next-themes, which did this before, took the class off and put it back as
 * the app started, with a style sheet that held every transition, and each of those made the
 * browser style the whole page again before its first paint (decision 0064).
 */

export const THEMES = ['light', 'dark', 'system'] as const
export type TTheme = (typeof THEMES)[number]
export type TResolvedTheme = Exclude<TTheme, 'system'>

/** Where the choice is kept; the page's first script reads it too (scripts/route-preload.ts). */
export const THEME_STORAGE_KEY = 'siteoffice.theme'
/** Before any choice (spec); the page's first script assumes it too (scripts/route-preload.ts). */
export const DEFAULT_THEME: TTheme = 'light'
const SYSTEM_DARK = '(prefers-color-scheme: dark)'

export function isTheme(value: unknown): value is TTheme {
  return THEMES.includes(value as TTheme)
}

function storedTheme(): TTheme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY)
    return isTheme(value) ? value : DEFAULT_THEME
  } catch {
    return DEFAULT_THEME
  }
}

function resolve(theme: TTheme, systemDark: boolean): TResolvedTheme {
  if (theme !== 'system') return theme
  return systemDark ? 'dark' : 'light'
}

/** Puts a theme on `<html>`, touching only what differs. */
function applyTheme(theme: TResolvedTheme) {
  const html = document.documentElement
  const other: TResolvedTheme = theme === 'dark' ? 'light' : 'dark'
  if (html.classList.contains(other)) html.classList.remove(other)
  if (!html.classList.contains(theme)) html.classList.add(theme)
  if (html.style.colorScheme !== theme) html.style.colorScheme = theme
}

/**
 * A theme chosen is drawn at once, without each element's colour transitions running across the
 * page: they are held until the new theme's styles are in place.
 */
function withoutTransitions(change: () => void) {
  const hold = document.createElement('style')
  hold.textContent = '*,*::before,*::after{transition:none!important}'
  document.head.appendChild(hold)
  change()
  // Reading a computed value makes the browser style the page now, with the hold in place.
  void getComputedStyle(document.documentElement).colorScheme
  hold.remove()
}

interface ColorThemeValue {
  /** What the user chose. */
  theme: TTheme
  /** What is drawn: the system's theme when the choice is "system". */
  resolvedTheme: TResolvedTheme
  setTheme: (theme: TTheme) => void
}

const ColorThemeContext = createContext<ColorThemeValue>({
  theme: DEFAULT_THEME,
  resolvedTheme: 'light',
  setTheme: () => {},
})

export function ColorThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setChosen] = useState(storedTheme)
  const systemDark = useMediaQuery(SYSTEM_DARK)
  const resolvedTheme = resolve(theme, systemDark)

  // After a change of the system's theme, or the page's first script not having run.
  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme])

  // Another tab's choice.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY)
        setChosen(isTheme(event.newValue) ? event.newValue : DEFAULT_THEME)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const setTheme = useCallback(
    (next: TTheme) => {
      withoutTransitions(() => applyTheme(resolve(next, systemDark)))
      setChosen(next)
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next)
      } catch {
        // Storage refused (a private window's quota): the choice lasts this visit.
      }
    },
    [systemDark],
  )

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  )
  return <ColorThemeContext value={value}>{children}</ColorThemeContext>
}

export function useColorTheme(): ColorThemeValue {
  return useContext(ColorThemeContext)
}
