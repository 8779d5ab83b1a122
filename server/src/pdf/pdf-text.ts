import type { PDFFont } from 'pdf-lib'

/**
 * Text as the standard PDF fonts can draw it: they carry only WinAnsi characters, so anything
 * else (Devanagari, an emoji a name cannot hold anyway) becomes "?", and a document is always
 * made. Shared by the server's PDFs (brochures, receipts, letters).
 */
export function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch)
        return ch
      } catch {
        return '?'
      }
    })
    .join('')
}

/** Words wrapped to `width`, at most `maxLines` lines. */
export function wrap(
  font: PDFFont,
  text: string,
  size: number,
  width: number,
  maxLines = 4,
): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) <= width) line = next
    else {
      if (line) lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines.slice(0, maxLines)
}
