// The PWA's code imports its Lingui catalogues (src/lib/i18n.ts); tests/ is type-checked without
// src/vite-env.d.ts, which declares them.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
