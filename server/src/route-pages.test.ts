import { describe, expect, it } from 'vitest'
import { withModulePreloads } from './route-pages.ts'

describe('withModulePreloads', () => {
  const link = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`

  it("names the files after the build's own preloads, before the page's inline style", () => {
    const html = `<head><script type="module" src="/assets/index.js"></script>\n${link('/assets/react.js')}\n<style>a{}</style></head>`
    const out = withModulePreloads(html, ['/assets/route.js', '/assets/leads.js'])
    expect(out).toBe(
      `<head><script type="module" src="/assets/index.js"></script>\n${link('/assets/react.js')}\n${link('/assets/route.js')}\n${link('/assets/leads.js')}\n<style>a{}</style></head>`,
    )
  })

  it('names them at the end of the head when the build named none', () => {
    expect(withModulePreloads('<head><title>t</title></head>', ['/a.js'])).toBe(
      `<head><title>t</title>\n${link('/a.js')}</head>`,
    )
  })
})
