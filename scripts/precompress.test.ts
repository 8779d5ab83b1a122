import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompressDir } from './precompress.ts'

let dir: string
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('precompressDir', () => {
  it('writes Brotli and gzip copies of text files, nested ones too, that decode to the file', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-precompress-'))
    fs.mkdirSync(path.join(dir, 'assets'))
    const js = `export const rows = [${'"row",'.repeat(400)}]`
    const css = `.row{color:red}\n`.repeat(100)
    fs.writeFileSync(path.join(dir, 'assets', 'index-1a2b.js'), js)
    fs.writeFileSync(path.join(dir, 'assets', 'index-1a2b.css'), css)
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>hi</p>'.repeat(50)}`)

    const result = await precompressDir(dir)

    expect(result.files).toBe(3)
    const br = fs.readFileSync(path.join(dir, 'assets', 'index-1a2b.js.br'))
    expect(zlib.brotliDecompressSync(br).toString()).toBe(js)
    const gz = fs.readFileSync(path.join(dir, 'assets', 'index-1a2b.css.gz'))
    expect(zlib.gunzipSync(gz).toString()).toBe(css)
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true)
    expect(br.length).toBeLessThan(js.length / 10)
  })

  it('skips images and fonts, and copies that would not be smaller', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-precompress-'))
    fs.writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4096))
    fs.writeFileSync(path.join(dir, 'font.woff2'), Buffer.alloc(4096))
    fs.writeFileSync(path.join(dir, 'a.js'), 'x')

    const result = await precompressDir(dir)

    expect(result.files).toBe(0)
    expect(fs.readdirSync(dir).sort()).toEqual(['a.js', 'font.woff2', 'icon.png'])
  })
})
