import { expect, test, type Page } from '@playwright/test'
import { BUILDING_MESSAGES, BUILDING_PATHS, ZUnitList } from '../../contract/buildings.ts'
import { HEADERS } from '../../contract/http.ts'
import { sessionFor, signIn } from './fixtures/sign-in.ts'
import { pageOverflow, resizeTo, seriousViolations } from './fixtures/screen-checks.ts'
import { WITHOUT_SERVICE_WORKER } from './fixtures/network.ts'

test.use(WITHOUT_SERVICE_WORKER)

/**
 * Buildings, units and prices (issue 19) on the real PWA, server and seed, as an admin: a
 * building whose refuge floors exceed its floors is refused on that field, then added; a unit
 * with its areas and price is added; a bulk price change is previewed, confirmed and seen in
 * the inventory grid; the unit is deleted after a confirmation, while a booked unit cannot be.
 * Axe clean; the page never scrolls sideways at either tablet size.
 */

const main = (page: Page) => page.getByRole('main')
const dialog = (page: Page) => page.getByRole('dialog')

/** At both tablet sizes: nothing scrolls the page sideways, and axe finds nothing serious. */
async function fitsTablets(page: Page, what: string) {
  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await resizeTo(page, size)
    expect(await pageOverflow(page), `${what} overflow at ${size.width}`).toBeLessThanOrEqual(0)
  }
  await resizeTo(page, { width: 1024, height: 768 })
  expect(await seriousViolations(page), `${what} axe`).toEqual([])
}

/** Picks the first real choice of a master-list select once its list has arrived. */
async function chooseFirst(page: Page, label: string) {
  const select = dialog(page).getByRole('combobox', { name: label, exact: true })
  await expect(select.locator('option').nth(1)).toBeAttached()
  const value = await select.locator('option').nth(1).getAttribute('value')
  await select.selectOption(value ?? '')
}

test('an admin adds a building and a unit, reprices it, and deletes it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  await resizeTo(page, { width: 1024, height: 768 })
  await signIn(context, request, 'admin')
  const tower = `E2E Tower ${Date.now().toString(36).slice(-5)}`

  // The building: refuge floors above the floors are refused on that field, on the device.
  await page.goto('/developer/projects/buildings')
  await expect(main(page).getByRole('heading', { name: 'Buildings', level: 1 })).toBeVisible()
  await expect(main(page).getByRole('region', { name: 'Buildings' })).toBeVisible()
  await fitsTablets(page, 'buildings')
  await main(page).getByRole('button', { name: 'Add building' }).click()
  await dialog(page).getByLabel('Name').fill(tower)
  await chooseFirst(page, 'Type')
  await dialog(page).getByRole('spinbutton', { name: 'Floors', exact: true }).fill('3')
  await dialog(page).getByLabel('Flats per floor').fill('2')
  await dialog(page).getByLabel('Basement floors').fill('-1')
  await dialog(page).getByLabel('Refuge floors').fill('5')
  await dialog(page).getByRole('button', { name: 'Add building' }).click()
  await expect(dialog(page).getByText(BUILDING_MESSAGES.refugeOverFloors)).toBeVisible()
  await expect(dialog(page).getByLabel('Refuge floors')).toHaveAttribute('aria-invalid', 'true')
  expect(await seriousViolations(page, '[role=dialog]'), 'building form axe').toEqual([])
  await dialog(page).getByLabel('Refuge floors').fill('1')
  await dialog(page).getByRole('button', { name: 'Add building' }).click()
  await expect(dialog(page)).toBeHidden()
  const row = main(page).getByRole('row', { name: new RegExp(tower) })
  await expect(row).toContainText('3')

  // A unit with its areas and price; carpet above built-up is refused on the carpet area.
  await row.getByRole('link', { name: `Units of ${tower}` }).click()
  await expect(main(page).getByText('This building has no units yet.')).toBeVisible()
  const url = new URL(page.url())
  const buildingId = url.searchParams.get('building') ?? ''
  const projectId = url.searchParams.get('project') ?? ''
  expect(buildingId).not.toBe('')
  await main(page).getByRole('button', { name: 'Add unit' }).click()
  await dialog(page).getByLabel('Name').fill('E2E-101')
  await dialog(page).getByRole('combobox', { name: 'Floor', exact: true }).selectOption('1')
  await chooseFirst(page, 'Unit type')
  await chooseFirst(page, 'Facing')
  await dialog(page).getByLabel('Super built-up area (sq ft)').fill('1200')
  await dialog(page)
    .getByRole('spinbutton', { name: 'Built-up area (sq ft)', exact: true })
    .fill('1000')
  await dialog(page).getByLabel('Carpet area (sq ft)').fill('1100')
  await dialog(page).getByLabel('Price (₹)').fill('7500000')
  await dialog(page).getByRole('button', { name: 'Add room' }).click()
  await dialog(page).getByLabel('Description of room 1').fill('Master bedroom with a balcony')
  await dialog(page).getByRole('button', { name: 'Add unit' }).click()
  await expect(dialog(page).getByText(BUILDING_MESSAGES.areasOrder)).toBeVisible()
  await dialog(page).getByLabel('Carpet area (sq ft)').fill('900.5')
  await dialog(page).getByRole('button', { name: 'Add unit' }).click()
  await expect(dialog(page)).toBeHidden()
  const unitRow = main(page).getByRole('row', { name: /E2E-101/ })
  await expect(unitRow).toContainText('₹75,00,000.00')
  await fitsTablets(page, 'units')

  // A bulk change: preview, confirm, and the grid shows the new price.
  await page.goto(`/developer/projects/inventory?project=${projectId}&building=${buildingId}`)
  const grid = main(page).getByRole('region', { name: `Inventory of ${tower}` })
  await expect(grid.getByText('E2E-101')).toBeVisible()
  await expect(grid).toContainText('₹75,00,000')
  await main(page).getByRole('button', { name: 'Update prices' }).click()
  await dialog(page).getByRole('combobox', { name: 'Change', exact: true }).selectOption('add')
  await dialog(page).getByLabel('Change the price by (₹)').fill('250000.5')
  await dialog(page).getByRole('button', { name: 'Preview' }).click()
  await expect(dialog(page).getByRole('heading', { name: /Update 1 price/ })).toBeVisible()
  await expect(dialog(page).getByRole('row', { name: /E2E-101/ })).toContainText('₹77,50,000.50')
  await dialog(page)
    .getByRole('button', { name: /^Update 1 price/ })
    .click()
  await expect(dialog(page)).toBeHidden()
  await expect(grid).toContainText('₹77,50,001')
  await fitsTablets(page, 'inventory')

  // A cell opens its unit for editing.
  await grid.getByRole('button', { name: /E2E-101/ }).click()
  await expect(dialog(page).getByLabel('Price (₹)')).toHaveValue('7750000.5')
  // Its plan is given one way, in the project's content: the form says so and links there.
  await expect(dialog(page).getByText('No plan uploaded yet.')).toBeVisible()
  await expect(
    dialog(page).getByRole('link', { name: "Go to the project's content" }),
  ).toHaveAttribute('href', /^\/developer\/projects\/[^/]+\/content#content-unit-plans$/)
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()

  // A booked unit cannot be deleted: disabled here, and refused by the server all the same.
  const stored = JSON.parse(await sessionFor(request, 'admin')) as {
    slug: string
    accessToken: string
  }
  const headers = {
    Authorization: `Bearer ${stored.accessToken}`,
    [HEADERS.clientId]: 'e2e-admin',
    [HEADERS.platform]: 'web',
  }
  const buildings = (await (
    await request.get(`${BUILDING_PATHS.buildings(stored.slug)}?projectId=${projectId}`, {
      headers,
    })
  ).json()) as { items: { _id: string; name: string }[] }
  let booked: { _id: string; name: string; buildingId: string } | undefined
  for (const b of buildings.items) {
    const units = ZUnitList.parse(
      await (
        await request.get(`${BUILDING_PATHS.units(stored.slug)}?buildingId=${b._id}`, { headers })
      ).json(),
    )
    booked = units.items.find((u) => u.status === 'booked')
    if (booked) break
  }
  expect(booked, 'a booked unit in the seed').toBeDefined()
  const refused = await request.delete(BUILDING_PATHS.unit(stored.slug, booked!._id), { headers })
  expect(refused.status()).toBe(409)
  expect(((await refused.json()) as { message: string }).message).toBe(
    BUILDING_MESSAGES.cannotDeleteUnit,
  )
  await page.goto(`/developer/projects/units?project=${projectId}&building=${booked!.buildingId}`)
  await expect(main(page).getByText('Blocked and booked units cannot be deleted.')).toBeVisible()
  await expect(main(page).getByRole('button', { name: `Delete ${booked!.name}` })).toBeDisabled()

  // Our own unit goes, after a confirmation whose focus starts on keeping it.
  await page.goto(`/developer/projects/units?project=${projectId}&building=${buildingId}`)
  await main(page).getByRole('button', { name: 'Delete E2E-101' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm.getByRole('button', { name: 'Keep the unit' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Delete unit' }).click()
  await expect(main(page).getByText('This building has no units yet.')).toBeVisible()
})
