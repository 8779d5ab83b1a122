import { expect, test, type Page } from '@playwright/test'
import { goOffline, offlineAgain, waitForServiceWorker } from './fixtures/network.ts'
import { signIn } from './fixtures/sign-in.ts'
import { pageOverflow, resizeTo, seriousViolations } from './fixtures/screen-checks.ts'

/**
 * The inventory grid (issue 19) on the real PWA, server and seed, as an executive: a building's
 * floors by flats online, narrowed by status, then offline after a reload, from the device,
 * with its age. Axe clean; the page itself never scrolls sideways at tablet sizes.
 */

const DATA_AS_OF = /Data as of \d{2}:\d{2} (AM|PM)/
const main = (page: Page) => page.getByRole('main')
const grid = (page: Page) => main(page).getByRole('region', { name: /^Inventory of / })

test('an executive reads the inventory, filters it, and reads it again offline', async ({
  page,
  context,
  request,
}) => {
  // Two loads, axe, filters at two sizes and an offline reload: over a minute on a busy machine.
  test.setTimeout(120_000)
  await resizeTo(page, { width: 1024, height: 768 })
  await signIn(context, request, 'salesExecutive')
  await page.goto('/developer/projects/inventory')
  // The grid's read goes through the worker once it controls the page, so it is stored.
  await waitForServiceWorker(page)
  await page.reload()
  await expect(main(page).getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible()
  const table = grid(page).getByRole('table')
  await expect(table.getByRole('rowheader').first()).toBeVisible()
  const online = await table.innerText()
  const floors = await table.getByRole('rowheader').allInnerTexts()
  // Top floor first.
  expect(floors.map(Number)).toEqual([...floors.map(Number)].sort((a, b) => b - a))
  const summary = main(page).getByTestId('inventory-summary')
  await expect(summary).toContainText(/\d+ booked of \d+ units shown/)

  // Narrowed to what is available: the others are dimmed, and the summary counts only those.
  await main(page).getByRole('combobox', { name: 'Status' }).selectOption('available')
  await expect(summary).toContainText('0 blocked, 0 booked')
  const matching = grid(page).locator('[data-matches="true"]')
  expect(await matching.count()).toBeGreaterThan(0)
  await expect(
    grid(page).locator('[data-matches="true"]:not([data-status="available"])'),
  ).toHaveCount(0)
  // Hidden instead: only available flats are drawn.
  await main(page).getByRole('combobox', { name: 'Units not matching' }).selectOption('hide')
  await expect(grid(page).locator('[data-status]:not([data-status="available"])')).toHaveCount(0)
  expect(await seriousViolations(page), 'axe').toEqual([])
  expect(await pageOverflow(page), 'page overflow at 1024x768').toBeLessThanOrEqual(0)
  await resizeTo(page, { width: 768, height: 1024 })
  await main(page).getByRole('combobox', { name: 'Units not matching' }).selectOption('')
  await expect(grid(page).locator('[data-status="booked"]').first()).toBeVisible()
  expect(await pageOverflow(page), 'page overflow at 768x1024').toBeLessThanOrEqual(0)

  // Offline, reloaded: the same grid, from the device, with its age (at the size the online
  // one was read at: only the floors in view are drawn).
  await resizeTo(page, { width: 1024, height: 768 })
  await goOffline(context)
  await page.reload()
  await offlineAgain(context)
  await expect(table.getByRole('rowheader').first()).toBeVisible()
  expect(await table.innerText()).toBe(online)
  await expect(main(page).getByRole('status').filter({ hasText: DATA_AS_OF }).first()).toBeVisible()
  await main(page).getByRole('combobox', { name: 'Status' }).selectOption('booked')
  await expect(summary).toContainText('0 available, 0 blocked')
})
