import path from 'node:path'

/*
 * A screen's first paint in a few chunks rather than dozens (decision 0070).
 *
 * Rolldown's automatic chunking makes a chunk for each set of dynamic imports that share modules,
 * so the lead list's first paint was 40 files, most of a few kilobytes. Each is compressed alone
 * (the same 34 app files are 160 kB with Brotli one by one and 134 kB as one text) and each is a
 * request. A screen chunk takes the modules a screen's component imports, directly or not, that
 * nothing outside its own folder of routes can load: only that folder's screens ever ask for it,
 * so no other screen pays for what it holds.
 */

/** The part of rolldown's chunking context read here: the module graph before tree-shaking. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[]
    dynamicallyImportedIds: readonly string[]
    importers: readonly string[]
    dynamicImporters: readonly string[]
  } | null
}

export interface ScreenChunk {
  /** The chunk's name. */
  name: string
  /** Route files (relative to the project) whose screen components' imports make the chunk. */
  routes: readonly string[]
  /** The folder of route files whose screens alone may load the chunk. */
  under: string
}

/** How TanStack Router's code splitting names a route file's screen component module. */
const COMPONENT_SPLIT = '?tsr-split=component'
const SPLIT = '?tsr-split='

function reach(
  starts: Iterable<string>,
  next: (id: string) => readonly string[],
  stop: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>()
  const stack = [...starts].filter((id) => !stop(id))
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    for (const other of next(id)) if (!stop(other)) stack.push(other)
  }
  return seen
}

/**
 * Which screen chunk each module goes to, the first of `screens` that may take it.
 *
 * A module goes to a screen's chunk when one of its routes' components imports it, directly or
 * not, and no entry reaches it without passing through a screen under the chunk's folder. The
 * graph is the one before tree-shaking, so a library's index that re-exports everything makes all
 * of it reachable from wherever it is imported: such modules stay with the automatic chunking,
 * which is the safe side. A route file's own dynamic imports (its loader's) count as the screen's:
 * they run only when it opens.
 */
export function assignScreenChunks(
  graph: ModuleGraph,
  root: string,
  entry: string,
  screens: readonly ScreenChunk[],
): Map<string, string> {
  const info = (id: string) => {
    const module = graph.getModuleInfo(id)
    if (!module) throw new Error(`screen chunks: ${id.replace(root, '')} is not in the build`)
    return module
  }
  const down = (id: string) => [...info(id).importedIds, ...info(id).dynamicallyImportedIds]
  const around = (id: string) => [...down(id), ...info(id).importers, ...info(id).dynamicImporters]
  const modules = reach([path.join(root, entry)], around)
  const entries = [...modules].filter(
    (id) => info(id).importers.length === 0 && info(id).dynamicImporters.length === 0,
  )
  const owner = new Map<string, string>()
  for (const screen of screens) {
    const folder = path.join(root, screen.under)
    const ownScreen = (id: string) => id.includes(SPLIT) && id.startsWith(folder)
    const ownRouteFile = (id: string) => !id.includes(SPLIT) && id.startsWith(folder)
    const elsewhere = reach(
      entries,
      (id) => (ownRouteFile(id) ? info(id).importedIds : down(id)),
      ownScreen,
    )
    const components = screen.routes.map((route) => path.join(root, route) + COMPONENT_SPLIT)
    for (const id of reach(components, (id) => info(id).importedIds))
      if (!elsewhere.has(id) && !owner.has(id)) owner.set(id, screen.name)
  }
  return owner
}

/** A `codeSplitting` group's name function: the screen chunk of a module, or none. */
export function screenChunks(
  root: string,
  entry: string,
  screens: readonly ScreenChunk[],
): (id: string, graph: ModuleGraph) => string | null {
  let owner: Map<string, string> | undefined
  return (id, graph) => {
    owner ??= assignScreenChunks(graph, root, entry, screens)
    return owner.get(id) ?? null
  }
}
