import { transformSync } from '@babel/core'
import { setupI18n, type I18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import linguiCompiledEnglish from './lingui-compiled-english.ts'

/** The source through the macro as a build runs it (message kept), then this plugin. */
function build(source: string): string {
  const out = transformSync(source, {
    filename: 'screen.jsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['jsx'] },
    plugins: [
      ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
      linguiCompiledEnglish,
    ],
  })
  return out?.code ?? ''
}

/** The module's `messages`, evaluated with an i18n of the test's own (no JSX in these). */
function run(code: string, i18n: I18n): Record<string, string> {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/^export /gm, '')
    .concat('\nreturn messages')
  return new Function('_i18n', body)(i18n) as Record<string, string>
}

const SOURCE = `
import { t, plural } from '@lingui/core/macro'
export const mine = { id: 'mine', message: 'Hello {name}' }
export function messages(name, n) {
  return {
    plain: t\`Plain text\`,
    placeholder: t\`Hello \${name}\`,
    count: plural(n, { one: '# lead', other: '# leads' }),
    quoted: t\`It's '{'literal'}' for \${name}\`,
  }
}
`

describe('English compiled by the build', () => {
  it('writes each message as its catalogue would hold it, and nothing else', () => {
    const code = build(SOURCE)
    expect(code).toContain('message: ["Plain text"]')
    expect(code).toContain('message: ["Hello ", ["name"]]')
    expect(code).toMatch(/message: \[\["n", "plural", \{\s*one: \["#", " lead"\]/)
    expect(code).not.toContain('offset')
    // An object of the app's own that looks like a descriptor is not one.
    expect(code).toContain("const mine = {\n  id: 'mine',\n  message: 'Hello {name}'")
  })

  it('shows English with no catalogue and no compiler on the device', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    // As in a build: outside one, Lingui compiles what it is given on the device.
    i18n.setMessagesCompiler(null as never)
    const warnings: unknown[] = []
    const warn = console.warn
    console.warn = (...args: unknown[]) => warnings.push(args)
    try {
      const show = run(build(SOURCE), i18n) as unknown as (
        name: string,
        n: number,
      ) => Record<string, string>
      expect(show('Asha', 1)).toEqual({
        plain: 'Plain text',
        placeholder: 'Hello Asha',
        count: '1 lead',
        quoted: "It's {literal} for Asha",
      })
      expect(show('Asha', 2500).count).toBe('2,500 leads')
    } finally {
      console.warn = warn
    }
    expect(warnings).toEqual([])
  })

  it('leaves a catalogue’s own text to win, as Hindi’s does', () => {
    const code = build(SOURCE)
    const id = /id: "([^"]+)",\s*message: \["Plain text"\]/.exec(code)?.[1]
    expect(id).toBeTruthy()
    const i18n = setupI18n({ locale: 'hi', messages: { hi: { [id!]: ['सादा पाठ'] } } })
    const show = run(code, i18n) as unknown as (name: string, n: number) => Record<string, string>
    expect(show('Asha', 1).plain).toBe('सादा पाठ')
  })
})
