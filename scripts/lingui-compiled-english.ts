import type { PluginObj, types as BabelTypes } from '@babel/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'

/*
 * English compiled by the build into the code that shows it (decision 0065).
 *
 * Lingui's macros turn `t`Hello ${name}`` into a message descriptor, `{ id, message, values }`,
 * and in a build they drop `message`: the text then comes from the language's catalogue, which
 * for English was one 28 kB chunk (Brotli) of all 1,800 messages, loaded before the first screen
 * of any page. Run after the macro, with the macro told to keep `message`, this plugin compiles
 * each descriptor's message as Lingui's catalogue compiler does (`["Hello ", ["name"]]`), so the
 * English text of a screen comes with that screen's own code. `i18n._` shows a descriptor's
 * message when the active catalogue has no entry for its id: English then needs no catalogue
 * (src/lib/i18n.ts), and Hindi's catalogue still wins for every id it has. The compiled form is
 * what the catalogue held, so nothing is compiled on the device (compiling there cost the first
 * screen more than the catalogue did: decision 0058).
 *
 * A descriptor is known by the `/*i18n*\/` comment the macro puts before it, so an object of the
 * app's own with `id` and `message` fields is left alone.
 */

function stringProperty(
  t: typeof BabelTypes,
  node: BabelTypes.ObjectExpression,
  name: string,
): BabelTypes.ObjectProperty | undefined {
  return node.properties.find(
    (p): p is BabelTypes.ObjectProperty =>
      t.isObjectProperty(p) &&
      !p.computed &&
      t.isIdentifier(p.key, { name }) &&
      t.isStringLiteral(p.value),
  )
}

export default function linguiCompiledEnglish({
  types: t,
}: {
  types: typeof BabelTypes
}): PluginObj {
  return {
    name: 'siteoffice:lingui-compiled-english',
    visitor: {
      // On the way out, once the macro has written every descriptor.
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              const { node } = path
              if (!node.leadingComments?.some((c) => c.value.trim() === 'i18n')) return
              const message = stringProperty(t, node, 'message')
              if (!message || !stringProperty(t, node, 'id')) return
              const text = (message.value as BabelTypes.StringLiteral).value
              // As JSON, as the catalogue held it: a plural's unset offset is left out.
              const compiled: unknown = JSON.parse(JSON.stringify(compileMessage(text)))
              message.value = t.valueToNode(compiled)
            },
          })
        },
      },
    },
  }
}
