import fs from 'node:fs'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const TESTS = ['**/*.test.{ts,tsx}', 'src/test-setup.ts']

// One zone per feature: a feature never imports another (compose them in routes instead).
const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : []

/** The import direction of design.md section 1: routes -> features -> ui, lib, offline -> contract. */
const importZones = [
  {
    target: './contract',
    from: ['./src', './server', './service-worker', './scripts', './tests', './bench'],
    message: 'contract/ is pure TS shared by both sides: it imports nothing of ours.',
  },
  {
    target: './server',
    from: ['./src', './service-worker'],
    message: 'server/ shares code with the PWA only through contract/.',
  },
  {
    target: ['./src', './service-worker'],
    from: './server',
    message: 'The PWA shares code with the server only through contract/.',
  },
  {
    target: ['./src/lib', './src/offline', './src/components'],
    from: ['./src/features', './src/routes', './src/app'],
    message: 'lib/, offline/ and components/ sit below features: pass data or callbacks down.',
  },
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'Features sit below routes and the app shell.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in a route.',
  })),
]

const libOnly = (name) => ({
  name,
  message: `${name} is reached only through src/lib/ (design.md section 1).`,
})

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'src/routeTree.gen.ts',
    'server/drizzle/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'data/',
    '.tmp/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver(), createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },

  // Node: the server, scripts, tests, benchmarks and tool configs.
  {
    files: ['server/**', 'scripts/**', 'tests/**', 'bench/**', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },

  // The PWA.
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Components are PascalCase named exports; only config files default-export.
      'import-x/no-default-export': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [libOnly('dexie'), libOnly('socket.io-client')] },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through src/lib/http.ts.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'service-worker/**/*.ts'],
    ignores: TESTS,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // An unawaited promise in an offline app is a write or an error that silently vanishes.
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TESTS,
    ...lingui.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One word that does not start with a capital: keys, ids, CSS values, tokens.
            '^(?![A-Z])\\S+$',
            // UPPER_CASE constants.
            '^[A-Z0-9_-]+$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            { regex: { pattern: '(Key|Id|Url|Path|Type|Mode|Color|Palette)$' } },
            'src',
            'href',
            'to',
            'type',
            'id',
            'key',
            'lang',
            'as',
            'width',
            'height',
            'size',
            'variant',
            'placement',
            'attribute',
            'defaultTheme',
            'storageKey',
            'displayName',
            'Authorization',
          ],
          ignoreFunctions: [
            'Error',
            'HttpError',
            'console.*',
            '*.addEventListener',
            '*.removeEventListener',
            '*.postMessage',
            '*.getElementById',
            '*.querySelector',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.set',
            '*.get',
            '*.append',
            '*.has',
            'createFileRoute',
            'createLazyFileRoute',
            'Intl.*',
            'new URL',
            'URL',
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  {
    files: ['service-worker/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },

  prettier,
])
