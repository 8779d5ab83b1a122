import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderGlobalCss, stylesOf, withoutRuntimeGlobalCss } from './chakra-global-css.ts'

const require = createRequire(import.meta.url)

describe('chakra-global-css', () => {
  it("finds the eager global CSS in the installed Chakra's createSystem, and only removes it", () => {
    const entry = require.resolve('@chakra-ui/react')
    const file = path.join(
      entry.split(`${path.sep}dist${path.sep}`)[0]!,
      'dist/esm/styled-system/system.js',
    )
    const code = fs.readFileSync(file, 'utf8')
    const stripped = withoutRuntimeGlobalCss(code)
    expect(stripped).not.toBeNull()
    expect(stripped).toContain('const _global = [];')
    expect(stripped!.length).toBe(
      code.length - 'getPreflightCss(), getGlobalCss(), getTokenCss()'.length,
    )
    expect(withoutRuntimeGlobalCss('function createSystem() {}')).toBeNull()
  })

  it('reads the CSS of every style element, in order', () => {
    expect(stylesOf('<style data-emotion="a">x{}</style><i></i><style>y{}</style>')).toBe(
      'x{}\ny{}',
    )
  })

  it("renders the app's reset, global CSS and tokens, light and dark", async () => {
    const css = await renderGlobalCss()
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true)
    expect(css).toContain('--chakra-colors-brand-700:#0f766e')
    // The app's own semantic tokens, with their dark values under the dark condition.
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-app-canvas/)
    expect(css).toContain('@layer base')
  })
})
