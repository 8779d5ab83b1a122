import fs from 'node:fs'
import lockfile from 'proper-lockfile'

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `Another SiteOffice process is already using the data directory ${dir}.\n` +
        'Stop that process first, or start this one with another DATA_DIR.',
    )
    this.name = 'DataDirLockedError'
  }
}

/**
 * PGlite has no guard of its own against two processes opening one directory, which corrupts it.
 * The lock is refreshed while the process lives and goes stale (10 s) if it dies.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true })
  try {
    return await lockfile.lock(dir, { stale: 10_000, update: 2_000, realpath: false })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir)
    throw error
  }
}
