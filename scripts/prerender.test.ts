import { describe, expect, it } from 'vitest'
import { withPrerenderedPage } from './prerender.ts'

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" async src="/assets/route-preload-a.js"></script>
    <style id="chakra-global">:root{}</style>
    <script type="module" crossorigin src="/assets/index-b.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-c.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const MARKUP =
  '<style data-emotion="css-global x1">html{}</style><script type="application/json">theme()</script>' +
  '<link rel="preload" as="image" href="/favicon.svg"/>' +
  '<style data-emotion="css a1 a2">.css-a1{color:red}.css-a2{}</style><main class="css-a1">' +
  '<form noValidate=""><style data-emotion="css b3">.css-b3{}</style>' +
  '<input name="phone" class="css-b3"/><select name="theme"></select>' +
  '<button type="submit">Get code</button></form></main>'

describe('a page drawn by the build', () => {
  const page = withPrerenderedPage(INDEX, MARKUP)

  it("puts the components' CSS in the head as one style emotion adopts, without the global CSS", () => {
    expect(page).toContain(
      '<style data-emotion="css a1 a2 b3">.css-a1{color:red}.css-a2{}.css-b3{}' +
        'html[data-drawing-hidden] [data-drawing]{visibility:hidden}</style></head>',
    )
    expect(page).not.toContain('html{}')
    expect(page).not.toContain('theme()')
    expect(page).not.toContain('rel="preload"')
  })

  it('draws a form that cannot submit, its fields and buttons marked for the app', () => {
    expect(page).not.toContain('<form')
    expect(page).toContain('<div noValidate="">')
    expect(page).toContain('<input data-prerendered="" name="phone"')
    expect(page).toContain('<select data-prerendered="" name="theme"')
    expect(page).toContain('<button data-prerendered="" type="submit"')
  })

  it("keeps the app's entry and preloads in a template until the drawing is painted", () => {
    expect(page).toContain('<html data-prerendered="" lang="en">')
    // The first script stays: it starts the app once the drawing is painted.
    expect(page).toContain('<script type="module" async src="/assets/route-preload-a.js">')
    const [head, body] = page.split('<body>')
    expect(head).not.toContain('index-b.js')
    expect(head).not.toContain('modulepreload')
    expect(body).toMatch(
      /<div id="root"><div data-drawing="" style="display:contents"><main[\s\S]*<\/main><\/div><\/div><template id="app-start"><script type="module" crossorigin src="\/assets\/index-b.js"><\/script><link rel="modulepreload" crossorigin href="\/assets\/react-c.js"><\/template>/,
    )
  })

  it('refuses a page it cannot place or start', () => {
    expect(() => withPrerenderedPage('<div id="app"></div>', MARKUP)).toThrow(/#root|root/)
    expect(() =>
      withPrerenderedPage(
        INDEX.replace(/<script type="module" crossorigin[^]*?<\/script>/, ''),
        MARKUP,
      ),
    ).toThrow(/entry script/)
    expect(() => withPrerenderedPage(INDEX, '<div></div>')).toThrow(/<main>/)
  })
})
