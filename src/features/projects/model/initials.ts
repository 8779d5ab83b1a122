/** Up to two initials of a project's name for its logo placeholder ("Green Meadows" → "GM"). */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
  const letters = words.slice(0, 2).map((word) => firstLetter(word))
  return letters.join('').toLocaleUpperCase()
}

function firstLetter(word: string): string {
  // Whole grapheme: a Devanagari initial keeps its vowel sign ("श्री" → "श्री", not "श").
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
  const letters = [...segmenter.segment(word)].map((s) => s.segment)
  return letters.find((g) => /[\p{L}\p{N}]/u.test(g)) ?? ''
}
