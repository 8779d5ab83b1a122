import type { Plugin } from 'vite'

/**
 * Chakra's global CSS (its reset, our `globalCss` and every design token as a CSS variable, in
 * light and dark) written into index.html at build time, instead of built by each page load
 * (decision 0025).
 *
 * `createSystem` builds that CSS as soon as it runs, and `ChakraProvider` inserts it through
 * emotion on the first render: about 300 ms of a first load's main thread here, before anything
 * is drawn, to make the same 50 kB of text every time. The build renders the provider once
 * with the app's own system (emotion writes its global styles into the markup when rendered
 * without a DOM), puts that CSS in a `<style>` at the top of `<head>`, and compiles Chakra's
 * `createSystem` without the eager call, so the provider's global styles are empty at run time.
 * Development and tests keep Chakra as it is (the plugin applies to builds only).
 */

/** Chakra's module that builds a system, as it lies under node_modules. */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/
/** The statement that builds the global CSS in `createSystem`, and what replaces it. */
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const NO_GLOBAL = 'const _global = [];'

/** Chakra's `createSystem` without its global CSS; null when Chakra's code no longer has it. */
export function withoutRuntimeGlobalCss(code: string): string | null {
  return code.includes(EAGER_GLOBAL) ? code.replace(EAGER_GLOBAL, NO_GLOBAL) : null
}

/** The CSS of every `<style>` in a rendered markup, in order. */
export function stylesOf(markup: string): string {
  return [...markup.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('\n')
}

/** The global CSS the app's system makes, as emotion would insert it in the browser. */
export async function renderGlobalCss(): Promise<string> {
  const [{ createElement }, { renderToStaticMarkup }, { ChakraProvider }, { system }] =
    await Promise.all([
      import('react'),
      import('react-dom/server'),
      import('@chakra-ui/react'),
      import('../src/components/ui/system.ts'),
    ])
  const css = stylesOf(
    renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null })),
  )
  if (!css.includes('--chakra-colors-brand-700') || !css.includes('@layer reset'))
    throw new Error('chakra-global-css: the rendered provider has no token CSS')
  return css
}

export function chakraGlobalCss(): Plugin {
  let stripped = false
  return {
    name: 'siteoffice:chakra-global-css',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null
      const next = withoutRuntimeGlobalCss(code)
      if (next === null)
        this.error(
          `chakra-global-css: ${id} no longer has "${EAGER_GLOBAL}"; update scripts/chakra-global-css.ts`,
        )
      stripped = true
      return { code: next, map: null }
    },
    async transformIndexHtml() {
      // Never one without the other: the page would have no tokens, or build them twice.
      if (!stripped)
        throw new Error("chakra-global-css: Chakra's createSystem was not compiled by this build")
      return [
        {
          tag: 'style',
          attrs: { id: 'chakra-global' },
          children: await renderGlobalCss(),
          injectTo: 'head',
        },
      ]
    },
  }
}
