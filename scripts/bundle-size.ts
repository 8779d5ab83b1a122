/**
 * After `vite build`: the gzip size of the entry chunk and of the chunks index.html preloads with
 * it. Fails when the entry chunk is over budget, or when the first load (the one /login makes)
 * holds code only the signed-in screens use (NOT_AT_FIRST_LOAD); the preloaded vendor chunks are
 * reported only, since they load in parallel and stay cached across releases. Fails too when the
 * lead list's first paint outgrows its budget (LEAD_LIST_FIRST_PAINT_BUDGET_KB), or when a built
 * component reads a Chakra recipe the app's theme leaves out (decision 0068).
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { ROUTE_PRELOADS_FILE, routePreloadsOf, type RoutePreloads } from '../contract/routes.ts'
import { system } from '../src/components/ui/system.ts'
import { recipesMissingFromBuild } from './chakra-recipes.ts'

const ENTRY_BUDGET_KB = 150
/**
 * The JavaScript a signed-in first load of the lead list fetches before its first paint, with
 * Brotli as it is sent. Lighthouse's simulated LCP is mostly these bytes at 1.6 Mbit/s (decisions
 * 0067, 0070): at 267 kB it is about 2.4 s, against a budget of 2.5 s; each 10 kB is about 50 ms.
 */
const LEAD_LIST_FIRST_PAINT_BUDGET_KB = 280
const LEAD_LIST = '/developer/manage-leads'

/**
 * Code /login never runs, each found by text only it carries in a built chunk: the signed-in
 * screens load it with their own chunks (decision 0023).
 */
const NOT_AT_FIRST_LOAD: readonly [string, string][] = [
  ['Dexie (IndexedDB)', 'IDBKeyRange'],
  ['luxon', 'Invalid DateTime'],
  ['the lead store', 'leadChunks'],
  ['the lead schemas (contract/leads.ts)', 'LEAD_ID_TAKEN'],
  // A route's validateSearch stays in the entry: one that shares a module with a screen's hooks
  // brought the project list and its schemas to /login (decision 0023).
  ['the project schemas (contract/projects.ts)', 'countries/IN/states'],
  ['the booking schemas (contract/bookings.ts)', 'Max co-owner limit reached'],
]
const distDir = path.resolve(process.argv[2] ?? 'dist')

function gzipKb(file: string): number {
  return gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024
}

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''))
}

const indexPath = path.join(distDir, 'index.html')
if (!fs.existsSync(indexPath)) {
  console.error(`bundle-size: ${indexPath} not found; run vite build first.`)
  process.exit(1)
}
const html = fs.readFileSync(indexPath, 'utf8')
const entries = attributeValues(html, /<script\b[^>]*type="module"[^>]*\bsrc="([^"]+)"/g)
const preloads = attributeValues(html, /<link\b[^>]*rel="modulepreload"[^>]*\bhref="([^"]+)"/g)

if (entries.length === 0) {
  console.error('bundle-size: no <script type="module" src> in index.html')
  process.exit(1)
}

let failed = false
const rows: Array<[string, string, string]> = []
for (const file of entries) {
  const kb = gzipKb(file)
  const over = kb > ENTRY_BUDGET_KB
  failed ||= over
  rows.push([file, `${kb.toFixed(1)} kB`, over ? `OVER ${ENTRY_BUDGET_KB} kB budget` : 'entry'])
}
let initialKb = rows.reduce((sum, [file]) => sum + gzipKb(file), 0)
for (const file of preloads) {
  const kb = gzipKb(file)
  initialKb += kb
  rows.push([file, `${kb.toFixed(1)} kB`, 'preloaded'])
}

/**
 * The chunks of the screen a path opens (the build's route table, decision 0067): the page names
 * them, and the first script asks for them, before the entry runs, as surely as index.html's own.
 */
function routeChunks(pathname: string): string[] {
  const table = JSON.parse(
    fs.readFileSync(path.join(distDir, ROUTE_PRELOADS_FILE), 'utf8'),
  ) as RoutePreloads
  return routePreloadsOf(table, pathname).files.map((file) => file.replace(/^\//, ''))
}
const loginPreloads = routeChunks('/login')
for (const file of loginPreloads) {
  const kb = gzipKb(file)
  initialKb += kb
  rows.push([file, `${kb.toFixed(1)} kB`, '/login route'])
}

const holding = (marker: string, files: readonly string[]) =>
  files.filter((file) => fs.readFileSync(path.join(distDir, file), 'utf8').includes(marker))
const unwanted = NOT_AT_FIRST_LOAD.flatMap(([what, marker]) =>
  holding(marker, [...entries, ...preloads, ...loginPreloads]).map((file) => `${what} in ${file}`),
)

/** A file's size as it is sent: its Brotli copy, or itself when the build wrote none. */
function brotliKb(file: string): number {
  const full = path.join(distDir, file)
  return fs.statSync(fs.existsSync(`${full}.br`) ? `${full}.br` : full).size / 1024
}
const leadListFiles = [...new Set([...entries, ...preloads, ...routeChunks(LEAD_LIST)])]
const leadListKb = leadListFiles.reduce((sum, file) => sum + brotliKb(file), 0)
const leadListOver = leadListKb > LEAD_LIST_FIRST_PAINT_BUDGET_KB
// The device database loads once the list is painted (src/offline/device-db.ts, decision 0070).
const [dexieName, dexieMarker] = NOT_AT_FIRST_LOAD[0]!
const leadListUnwanted = holding(dexieMarker, leadListFiles).map(
  (file) => `${dexieName} in ${file}`,
)

const width = Math.max(...rows.map(([file]) => file.length))
console.log('\nbundle size (gzip)')
for (const [file, size, note] of rows)
  console.log(`  ${file.padEnd(width)}  ${size.padStart(9)}  ${note}`)
console.log(`  ${'first load, total'.padEnd(width)}  ${`${initialKb.toFixed(1)} kB`.padStart(9)}`)
console.log(
  `\nlead list's first paint (Brotli): ${leadListKb.toFixed(1)} kB in ${leadListFiles.length} files (budget ${LEAD_LIST_FIRST_PAINT_BUDGET_KB} kB)`,
)

if (failed) {
  console.error(`\nbundle-size: the entry chunk exceeds ${ENTRY_BUDGET_KB} kB gzip.`)
  process.exit(1)
}
if (leadListOver) {
  console.error(
    `\nbundle-size: the lead list's first paint is ${leadListKb.toFixed(1)} kB with Brotli, over its ${LEAD_LIST_FIRST_PAINT_BUDGET_KB} kB budget.`,
  )
  process.exit(1)
}
if (leadListUnwanted.length > 0) {
  console.error(`\nbundle-size: the lead list's first paint holds what loads after it:`)
  for (const line of leadListUnwanted) console.error(`  ${line}`)
  process.exit(1)
}
if (unwanted.length > 0) {
  console.error(`\nbundle-size: the first load holds what only signed-in screens use:`)
  for (const line of unwanted) console.error(`  ${line}`)
  process.exit(1)
}
const missingRecipes = recipesMissingFromBuild(distDir, system)
if (missingRecipes.length > 0) {
  console.error(
    `\nbundle-size: the app draws Chakra components whose recipes src/components/ui/system.ts leaves out (they would be unstyled): ${missingRecipes.join(', ')}. Add them to its theme.`,
  )
  process.exit(1)
}
