import { chromium, expect, test } from '@playwright/test'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import config, { baseURL } from '../../playwright.config.ts'

/**
 * Chromium's own installability check reads the manifest and the service worker the way the
 * install prompt does. It needs a persistent profile: an incognito-like context is never
 * installable.
 */
test('Chromium finds the PWA installable, and its worker controls the page after a reload', async () => {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-pwa-'))
  const { executablePath, args } = config.use?.launchOptions ?? {}
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    args,
    baseURL,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'))
      .toBe('activated')

    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
})

test('the manifest starts at a screen that exists, with maskable icons in both sizes', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    start_url: string
    display: string
    icons: { src: string; sizes: string; purpose?: string }[]
  }
  expect(manifest.display).toBe('standalone')
  const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable')
  expect(maskable.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512'])
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true)

  // Signed out, the start URL's guard shows the sign-in page rather than a 404.
  await page.goto(manifest.start_url)
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})
