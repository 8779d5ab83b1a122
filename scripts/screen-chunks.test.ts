import { describe, expect, it } from 'vitest'
import { assignScreenChunks, type ModuleGraph } from './screen-chunks.ts'

const ROOT = '/app'

/** A module graph from each module's static and dynamic imports. */
function graphOf(imports: Record<string, { static?: string[]; dynamic?: string[] }>): ModuleGraph {
  const ids = Object.keys(imports)
  const of = (id: string) => imports[id.slice(ROOT.length)]
  return {
    getModuleInfo(id) {
      const own = of(id)
      if (!own) return null
      const name = id.slice(ROOT.length)
      const abs = (list: string[] = []) => list.map((other) => ROOT + other)
      return {
        importedIds: abs(own.static),
        dynamicallyImportedIds: abs(own.dynamic),
        importers: abs(ids.filter((other) => imports[other]!.static?.includes(name))),
        dynamicImporters: abs(ids.filter((other) => imports[other]!.dynamic?.includes(name))),
      }
    },
  }
}

const LIST = '/routes/dev/leads/index.tsx'
const LEAD = '/routes/dev/leads/$id.tsx'
const SHELL = '/routes/dev/route.tsx'
const LOGIN = '/routes/login.tsx'
const split = (route: string) => `${route}?tsr-split=component`

const app = graphOf({
  '/index.html': { static: ['/main.tsx'] },
  '/main.tsx': { static: ['/tree.ts', '/http.ts'] },
  '/tree.ts': { static: [LIST, LEAD, SHELL, LOGIN] },
  [LIST]: { static: ['/filters.ts'], dynamic: [split(LIST), '/list-loader.ts'] },
  [LEAD]: { dynamic: [split(LEAD)] },
  [SHELL]: { dynamic: [split(SHELL)] },
  [LOGIN]: { dynamic: [split(LOGIN)] },
  [split(LIST)]: { static: ['/rows.tsx', '/store.ts', '/form.ts', '/filters.ts', '/http.ts'] },
  [split(LEAD)]: { static: ['/store.ts'] },
  [split(SHELL)]: { static: ['/nav.tsx', '/store.ts'] },
  [split(LOGIN)]: { static: ['/form.ts'] },
  '/list-loader.ts': { static: ['/rows.tsx'] },
  '/rows.tsx': {},
  '/store.ts': { dynamic: ['/worker.ts'] },
  '/worker.ts': {},
  '/nav.tsx': {},
  '/form.ts': {},
  '/filters.ts': {},
  '/http.ts': {},
})

const screens = [
  { name: 'lead-list', routes: [LIST.slice(1)], under: 'routes/dev/leads/' },
  { name: 'signed-in', routes: [SHELL.slice(1), LIST.slice(1)], under: 'routes/dev/' },
]

describe('screen chunks', () => {
  const owner = assignScreenChunks(app, ROOT, 'main.tsx', screens)
  const chunkOf = (id: string) => owner.get(ROOT + id)

  it("puts what only a folder's screens load in its chunk, with what its loader imports", () => {
    expect(chunkOf(split(LIST))).toBe('lead-list')
    expect(chunkOf('/rows.tsx')).toBe('lead-list')
  })

  it("leaves a module shared with a screen outside the folder to the parent's chunk", () => {
    // The lead and the layout load the store too: all three are signed-in screens.
    expect(chunkOf('/store.ts')).toBe('signed-in')
    expect(chunkOf('/nav.tsx')).toBe('signed-in')
    expect(chunkOf(split(SHELL))).toBe('signed-in')
  })

  it('leaves alone what the entry or a screen outside every folder loads', () => {
    expect(chunkOf('/http.ts')).toBeUndefined()
    expect(chunkOf('/filters.ts')).toBeUndefined()
    expect(chunkOf('/form.ts')).toBeUndefined()
    expect(chunkOf(split(LOGIN))).toBeUndefined()
  })

  it('leaves alone what a screen imports only on demand', () => {
    expect(chunkOf('/worker.ts')).toBeUndefined()
    expect(chunkOf(split(LEAD))).toBeUndefined()
  })

  it("fails the build when a screen's route is not in it", () => {
    expect(() =>
      assignScreenChunks(app, ROOT, 'main.tsx', [
        { name: 'gone', routes: ['routes/dev/gone.tsx'], under: 'routes/dev/' },
      ]),
    ).toThrow('routes/dev/gone.tsx')
  })
})
