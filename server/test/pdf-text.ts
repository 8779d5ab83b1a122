import { inflateSync } from 'node:zlib'
import { PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib'

/**
 * The text runs a PDF's pages draw, one a line: pdf-lib writes each run as a hex string in a
 * deflated content stream. Enough to know a document says what it should (not a PDF reader).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes)
  const runs: string[] = []
  for (const page of doc.getPages()) {
    const contents = page.node.Contents()
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents]
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as never) as PDFRawStream
      const ops = inflateSync(stream.getContents()).toString('latin1')
      for (const run of ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
        runs.push(Buffer.from(run[1] ?? '', 'hex').toString('latin1'))
    }
  }
  return runs.join('\n')
}
