import { useEffect, useState } from 'react'
import { afterNextPaint } from '../lib/after-paint.ts'
import type * as db from '../lib/db.ts'
import type { SiteOfficeDb } from '../lib/db.ts'

/*
 * The device database for the code of a screen's first paint: the signed-in layout, the lead
 * list (decision 0070). Dexie and the tables' code (about 30 kB with Brotli) load on first use
 * rather than with the screen, so its first drawing never waits for them on a slow link. Code
 * that only runs later (a lead's screen, the sync, the outbox's writers) imports `getDb` itself.
 */

type DbModule = typeof db

/** The module, once loaded: later reads need not wait for a paint. */
let loaded: DbModule | undefined

function loadDbModule(): Promise<DbModule> {
  return import('../lib/db.ts').then((module) => (loaded = module))
}

/** The page's database, its code loaded on first use. */
export async function loadDb(): Promise<SiteOfficeDb> {
  return (await loadDbModule()).getDb()
}

/**
 * A live read of the device database: read again on every change to what it read, in this tab or
 * another (Dexie's liveQuery). Undefined until the first read answers; a change of `deps` keeps
 * the last answer until the new read's. A failed read is thrown in render, for the screen's error
 * boundary. Before the database's code has loaded, the first read waits for the page's next
 * paint, so it never holds back a screen's first drawing.
 */
export function useDeviceQuery<T>(
  read: (db: SiteOfficeDb) => Promise<T>,
  deps: readonly unknown[],
): T | undefined {
  const [state, setState] = useState<{ value?: T; error?: unknown }>({})
  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined
    let active = true
    const subscribe = (module: DbModule) => {
      if (!active) return
      subscription = module
        .liveQuery(() => read(module.getDb()))
        .subscribe({
          next: (value) => setState({ value }),
          error: (error: unknown) => setState({ error }),
        })
    }
    const cancel = loaded
      ? (subscribe(loaded), undefined)
      : afterNextPaint(
          () =>
            void loadDbModule().then(subscribe, (error: unknown) => active && setState({ error })),
        )
    return () => {
      active = false
      cancel?.()
      subscription?.unsubscribe()
    }
    // The caller's deps say when `read` reads something else, as with useEffect's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
  if (state.error !== undefined) throw state.error
  return state.value
}
