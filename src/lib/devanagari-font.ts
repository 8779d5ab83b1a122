// The node project type-checks this file too (tests import the i18n module): it needs Vite's
// `?url` imports declared there as well.
/// <reference types="vite/client" />
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url'
import semibold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url'

/**
 * Noto Sans Devanagari, self-hosted: only its Devanagari subset, in the two weights the UI draws
 * (400 for text; 600, which the browser also uses for bold). Loaded only when Hindi is chosen
 * (i18n.ts imports this module then), so an English page never asks for them; the service worker
 * precaches the two files, so Hindi renders offline too, even on a device that never showed it
 * online (decision 0020).
 */
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari'

// The subset's own range (as @fontsource declares it): Latin text never asks for these files.
const UNICODE_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09'

const FACES = [
  { weight: '400', url: regular },
  { weight: '600', url: semibold },
] as const

let loading: Promise<void> | null = null

/** Adds the faces to the document and loads them; once per page, again after a failure. */
export function loadDevanagariFont(): Promise<void> {
  if (loading) return loading
  if (typeof FontFace === 'undefined' || typeof document === 'undefined') return Promise.resolve()
  const faces = FACES.map(
    ({ weight, url }) =>
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS source, not text
      new FontFace(DEVANAGARI_FAMILY, `url(${url}) format('woff2')`, {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: UNICODE_RANGE,
      }),
  )
  for (const face of faces) document.fonts.add(face)
  loading = Promise.all(faces.map((face) => face.load())).then(
    () => undefined,
    () => {
      // Offline before it was ever fetched: the next switch to Hindi tries again.
      for (const face of faces) document.fonts.delete(face)
      loading = null
    },
  )
  return loading
}
