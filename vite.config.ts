import path from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type ProxyOptions } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { HEALTH_PATH, SERVICE_FAMILIES, SOCKET_PATH } from './contract/routes.ts'
import { chakraGlobalCss } from './scripts/chakra-global-css.ts'
import linguiCompiledEnglish from './scripts/lingui-compiled-english.ts'
import { precompress } from './scripts/precompress.ts'
import { prerender } from './scripts/prerender.ts'
import { routePreload } from './scripts/route-preload.ts'
import { screenChunks } from './scripts/screen-chunks.ts'

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`

// Trailing slash, as in isApiPath: `/ticket/` must not swallow an SPA route like `/tickets`.
const proxy: Record<string, ProxyOptions> = Object.fromEntries([
  ...SERVICE_FAMILIES.map((family) => [`/${family}/`, { target: apiTarget }]),
  [HEALTH_PATH, { target: apiTarget }],
  [SOCKET_PATH, { target: apiTarget, ws: true }],
])

/** Matches modules of the named packages (or npm scopes), on any OS path separator. */
function vendor(...packages: string[]): RegExp {
  return new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`)
}

// Babel only sees files that import a Lingui macro; everything else stays on the fast path. A
// build keeps each message's English, compiled where it is used: English loads no catalogue
// (decision 0065).
const linguiMacro = defineRolldownBabelPreset({
  preset: () =>
    process.env.NODE_ENV === 'production'
      ? {
          plugins: [
            ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
            linguiCompiledEnglish,
          ],
        }
      : { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
    }),
    babel({ presets: [linguiMacro] }),
    react(),
    lingui(),
    // Chakra's global CSS (reset, tokens) made once by the build, not by every load (0025).
    chakraGlobalCss(),
    // Each path's route chunks asked for before the entry has run (decision 0038).
    routePreload({ routesDir: 'src/routes' }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The glob already takes every icon in public/; the plugin adds the web manifest itself.
      // Hindi's font is in it too (about 100 kB): a user may switch to Hindi offline on a device
      // that never showed Hindi online (decision 0020).
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      },
      includeManifestIcons: false,
      disable: Boolean(process.env.VITEST),
      manifest: {
        id: '/',
        name: 'SiteOffice',
        short_name: 'SiteOffice',
        description: 'Leads, site visits, bookings and customers for property sales teams.',
        // The signed-in landing (a route that exists); signed out, its guard shows /login.
        start_url: '/developer',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        lang: 'en',
        theme_color: '#0f766e',
        background_color: '#ffffff',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/maskable-icon-192x192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/maskable-icon-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
    // /login drawn by the build, sent for a first visit before the app has run (decision 0061).
    prerender(),
    // Last: Brotli and gzip copies of everything above wrote, sw.js included (decision 0019).
    precompress(),
  ],
  resolve: {
    // The PWA's zod parses without `new Function`, which its CSP forbids (src/lib/zod-jitless.ts).
    alias: [
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-jitless.ts') },
    ],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    rolldownOptions: {
      treeshake: {
        manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'],
      },
      output: {
        // The first paint's libraries in a few stable vendor chunks that load in parallel with the
        // small entry and stay cached across app releases. `$initial` leaves what only lazy
        // routes use (zod, most Chakra components) in those routes' chunks.
        codeSplitting: {
          // Common chunks under 8 kB of source are copied into the chunks that read them (one
          // module state through rolldown's registry): a signed-in first load asked for some
          // ninety tiny files, each a request with its headers (246 to 114 files, decision 0058).
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: [
            { name: 'react', test: vendor('react', 'react-dom', 'scheduler'), priority: 3 },
            { name: 'tanstack', test: vendor('@tanstack'), tags: ['$initial'], priority: 2 },
            {
              name: 'chakra',
              test: vendor('@chakra-ui', '@ark-ui', '@zag-js', '@emotion', '@pandacss', 'stylis'),
              tags: ['$initial'],
              priority: 2,
            },
            // The signed-in layout's and the lead list's first paint, each in one chunk that only
            // their screens load (decision 0070).
            {
              name: screenChunks(import.meta.dirname, 'src/app/main.tsx', [
                {
                  name: 'lead-list',
                  routes: ['src/routes/developer/manage-leads/index.tsx'],
                  under: 'src/routes/developer/manage-leads/',
                },
                {
                  name: 'signed-in',
                  routes: [
                    'src/routes/developer/route.tsx',
                    'src/routes/developer/manage-leads/index.tsx',
                  ],
                  under: 'src/routes/developer/',
                },
              ]),
              debugName: 'screen chunks',
              priority: 1,
              // What the screens import from the entry's modules stays in the entry's chunks.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
