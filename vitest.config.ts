import os from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on a 2-core CI machine is one worker: the
    // suites wait on jsdom and databases enough that two workers finish them about a third sooner.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'contract/**/*.test.ts',
            'service-worker/**/*.test.ts',
          ],
          setupFiles: ['./src/test-setup.ts'],
          // One jsdom and one module graph per worker instead of per file: building them was
          // most of the suite's time (270 s against 50 s). src/test-setup.ts resets what a file
          // may leave behind.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // tests/integration: the PWA's own offline code against a real server.
          include: [
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          globalSetup: ['./server/test/global-setup.ts'],
          // One module graph per worker, as the unit project: importing the server (Fastify,
          // drizzle, PGlite, the AWS SDK) afresh for every file was over half the suite's time
          // (252 s against 102 s; on PostgreSQL 250 s against 78 s). Each file still gets its
          // own server and database (server/test/harness.ts); what a fixture caches is keyed
          // by that server (server/test/lead-fixtures.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
