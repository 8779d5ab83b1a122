/**
 * The PWA's `zod`: vite.config.ts resolves every `import … from 'zod'` of the PWA here.
 *
 * Zod compiles its object parsers with `new Function`, and probes whether it may as each object
 * schema is built; the page's CSP (script-src without 'unsafe-eval') blocks the probe and reports
 * a violation. Jitless parsing skips the probe. It must be set before the first schema is built,
 * which a call in main.tsx cannot promise: the chunks the entry imports (with their schemas) run
 * before the entry's own code. Every module that builds a schema imports this one, so ES module
 * order sets it first, wherever the bundler puts zod.
 */
import { config } from 'zod/v4/core'

config({ jitless: true })

// Named exports only (`import { z } from 'zod'`, as everywhere here): the lint forbids defaults.
export * from 'zod/v4'
