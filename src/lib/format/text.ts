/** The spec's default truncation length (000 section 9). */
export const TRUNCATE_LENGTH = 20
export const ELLIPSIS = '…'

// Grapheme clusters do not depend on the language; one segmenter serves every call.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * The text cut to `max` user-perceived characters plus an ellipsis. Counting grapheme clusters
 * keeps a family emoji, a flag or a Devanagari conjunct (क्ष, त्रि) whole; trailing spaces before
 * the ellipsis go. Text that fits is returned unchanged.
 */
export function truncate(text: string, max: number = TRUNCATE_LENGTH): string {
  const kept: string[] = []
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length === max) return `${kept.join('').trimEnd()}${ELLIPSIS}`
    kept.push(segment)
  }
  return text
}

/** A file's size as people read it: "840 KB", "12.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
