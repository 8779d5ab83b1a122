/**
 * Fails when a message in the source code has no translation in a catalogue, or when the
 * catalogues are stale (a message in the code was never extracted, or an extracted one is gone).
 * Extracts in memory: it checks the working tree, it never rewrites the catalogues.
 */
import path from 'node:path'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'

const config = getConfig({ cwd: process.cwd() })
const targetLocales = config.locales.filter((locale) => locale !== config.sourceLocale)
const problems: string[] = []

function label(id: string, message: string | undefined, context: string | undefined): string {
  const text = JSON.stringify(message ?? id)
  return context ? `${text} (context "${context}")` : text
}

for (const catalog of await getCatalogs(config)) {
  const extracted = (await catalog.collect()) ?? {}
  for (const locale of config.locales) {
    const stored = await catalog.read(locale)
    const file = path.relative(process.cwd(), catalog.getFilename(locale))
    for (const [id, entry] of Object.entries(extracted)) {
      const storedEntry = stored[id]
      if (!storedEntry || storedEntry.obsolete) {
        problems.push(`${file}: not extracted yet: ${label(id, entry.message, entry.context)}`)
      } else if (targetLocales.includes(locale) && !storedEntry.translation.trim()) {
        problems.push(`${file}: no translation: ${label(id, entry.message, entry.context)}`)
      }
    }
    for (const [id, entry] of Object.entries(stored)) {
      if (!(id in extracted) && !entry.obsolete) {
        problems.push(`${file}: no longer in the code: ${label(id, entry.message, entry.context)}`)
      }
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  console.error(
    `\ni18n-check: ${problems.length} problem(s). Run "npm run i18n:extract", then translate every empty msgstr.`,
  )
  process.exit(1)
}
console.log(`i18n-check: every message is extracted and translated (${config.locales.join(', ')}).`)
