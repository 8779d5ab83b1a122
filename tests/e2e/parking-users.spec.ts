import { expect, test, type Page } from '@playwright/test'
import { goOffline, offlineAgain, waitForServiceWorker } from './fixtures/network.ts'
import { signIn } from './fixtures/sign-in.ts'
import { bothTabletSizesFit, resizeTo, seriousViolations } from './fixtures/screen-checks.ts'

/**
 * Parking and user assignment (issue 19 items 4 and 5) on the real PWA, server and seed, as the
 * administrator: a car and bike sequence is added to a building and its totals move, a bay is
 * deleted after confirmation; a user is assigned to a project with a permission group and
 * listed under their department, then unassigned again (the data is shared with other specs).
 * Axe clean; the page never scrolls sideways at either tablet size.
 */

const main = (page: Page) => page.getByRole('main')

const total = async (page: Page, id: string) =>
  Number(await main(page).locator(`[data-total="${id}"] dd`).innerText())

test('an admin adds a parking sequence, sees the totals change, and deletes a bay', async ({
  page,
  context,
  request,
}) => {
  // Axe reads a table of some 200 bays twice: slow on a loaded machine.
  test.setTimeout(180_000)
  await resizeTo(page, { width: 1024, height: 768 })
  await signIn(context, request, 'admin')
  await page.goto('/developer/projects/parking')
  // The reads go through the worker once it controls the page, so they are stored.
  await waitForServiceWorker(page)
  await page.reload()
  await expect(main(page).getByRole('heading', { name: 'Parking', level: 1 })).toBeVisible()
  await expect(main(page).getByRole('region', { name: /^Parking bays of / })).toBeVisible()
  const before = { all: await total(page, 'total'), car: await total(page, 'car-covered') }

  await main(page).getByRole('button', { name: 'Add bays' }).click()
  const form = main(page).getByRole('form', { name: /^Add bays to / })
  const car = form.getByRole('group', { name: 'Car bays' })
  const bike = form.getByRole('group', { name: 'Bike bays' })
  // Nothing to add: the form says so at the field, and nothing is sent.
  await form.getByRole('button', { name: 'Add bays' }).click()
  await expect(car).toContainText('Add at least one car or bike bay')
  await car.getByLabel('Prefix').fill('C#')
  await car.getByLabel('How many').fill('3')
  await form.getByRole('button', { name: 'Add bays' }).click()
  await expect(car).toContainText('Only letters, digits and - are allowed')

  const tag = Date.now().toString(36).slice(-4).toUpperCase()
  await car.getByLabel('Prefix').fill(`E${tag}-`)
  await expect(car).toContainText(`Bays: E${tag}-001, E${tag}-002 … E${tag}-003`)
  await bike.getByLabel('Prefix').fill(`F${tag}-`)
  await bike.getByLabel('How many').fill('2')
  expect(await seriousViolations(page), 'axe with the form').toEqual([])
  await bothTabletSizesFit(page)
  await form.getByRole('button', { name: 'Add bays' }).click()
  await expect(form).toBeHidden()
  await expect.poll(() => total(page, 'total')).toBe(before.all + 5)
  expect(await total(page, 'car-covered')).toBe(before.car + 3)
  const table = main(page).getByRole('region', { name: /^Parking bays of / })
  await expect(table.getByRole('row', { name: new RegExp(`E${tag}-002`) })).toBeVisible()

  // Deleting asks first; keeping it changes nothing, deleting removes the bay.
  await table.getByRole('button', { name: `Delete bay E${tag}-002` }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(`Delete bay E${tag}-002?`)
  await dialog.getByRole('button', { name: 'Keep it' }).click()
  expect(await total(page, 'total')).toBe(before.all + 5)
  await table.getByRole('button', { name: `Delete bay E${tag}-002` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete bay' }).click()
  await expect.poll(() => total(page, 'total')).toBe(before.all + 4)
  await expect(table.getByRole('row', { name: new RegExp(`E${tag}-002`) })).toHaveCount(0)
  // A bay allotted to a unit offers no delete.
  await expect(table.getByText('Allotted: cannot be deleted').first()).toBeVisible()
  expect(await seriousViolations(page), 'axe').toEqual([])
  await bothTabletSizesFit(page)

  // Offline, reloaded: the same totals from the device, with their age; changes wait for a
  // connection and say so.
  await goOffline(context)
  await page.reload()
  await offlineAgain(context)
  await expect.poll(() => total(page, 'total')).toBe(before.all + 4)
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /Data as of/ })
      .first(),
  ).toBeVisible()
  await expect(
    main(page).getByText('Changing parking needs a connection. You are offline.'),
  ).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'Add bays' })).toBeDisabled()
})

test('an admin assigns a user to a project, sees them listed, and unassigns them', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  await resizeTo(page, { width: 768, height: 1024 })
  await signIn(context, request, 'admin')
  await page.goto('/developer/projects/user-assignment')
  await expect(main(page).getByRole('heading', { name: 'User assignment', level: 1 })).toBeVisible()
  await expect(main(page).getByRole('heading', { name: /^Sales/, level: 2 })).toBeVisible()

  // The project where someone is not working yet (the seed's one-project executive).
  const projectSelect = main(page).getByRole('combobox', { name: 'Project' })
  const projects = await projectSelect
    .locator('option')
    .evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value))
  let candidate = ''
  for (const project of projects) {
    await projectSelect.selectOption(project)
    await main(page).getByRole('button', { name: 'Assign a user' }).click()
    const options = main(page).getByRole('combobox', { name: 'User' }).locator('option')
    await expect(options.first()).toBeAttached()
    const labels = await options.allInnerTexts()
    candidate = labels.find((l) => l.includes('(Sales Executive)')) ?? ''
    if (candidate) break
    await main(page).getByRole('button', { name: 'Cancel' }).click()
  }
  expect(candidate, 'a sales executive not on some project').not.toBe('')
  const name = candidate.replace(/ \(.*$/, '')
  const form = main(page).getByRole('form', { name: /^Assign a user to / })
  // No group chosen: the form says so.
  await form.getByRole('combobox', { name: 'User' }).selectOption({ label: candidate })
  await form.getByRole('button', { name: 'Assign' }).click()
  await expect(form).toContainText('Choose at least one permission group')
  await form.getByRole('checkbox', { name: 'Sales Executive' }).check({ force: true })
  expect(await seriousViolations(page), 'axe with the form').toEqual([])
  await form.getByRole('button', { name: 'Assign' }).click()
  await expect(form).toBeHidden()

  const sales = main(page).getByRole('region', { name: 'Sales' })
  const row = sales.getByRole('listitem').filter({ hasText: name })
  await expect(row).toBeVisible()
  await expect(row.getByRole('group', { name: `Permission groups of ${name}` })).toContainText(
    'Sales Executive',
  )
  // The administrator works on every project: not unassigned here.
  await expect(
    main(page).getByText("Works on every project: changed in the user's permission groups").first(),
  ).toBeVisible()
  expect(await seriousViolations(page), 'axe').toEqual([])
  await bothTabletSizesFit(page)

  await row.getByRole('button', { name: `Unassign ${name}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unassign' }).click()
  await expect(sales.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
})
