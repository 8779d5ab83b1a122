import { spawnSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { WITHOUT_SERVICE_WORKER } from './fixtures/network.ts'

test.use(WITHOUT_SERVICE_WORKER)

test('the server serves the PWA, which reaches the API', async ({ page, request }) => {
  const health = await request.get('/health')
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' })

  await page.goto('/')
  await expect(page).toHaveTitle(/SiteOffice/)
  await expect(page.getByText(/Server is up/)).toBeVisible()
})

test('an unknown route shows the 404 page', async ({ page }) => {
  const response = await page.goto('/developer/no-such-screen')
  expect(response?.status()).toBe(200)
  await expect(page.getByText('Error code 404')).toBeVisible()
})

test('a second server on the same data directory refuses with a clear message', () => {
  const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/start.ts'], {
    env: { ...process.env, PORT: '0', PWA_BUILD: 'skip', DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(second.status).toBe(1)
  expect(second.stderr).toContain('Another SiteOffice process is already using the data directory')
})
