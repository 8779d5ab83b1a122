import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { leadsOf } from './fixtures/leads.ts'
import { parseSession, type StoredSession } from './fixtures/notifications.ts'
import { sessionFor, storeSession } from './fixtures/sign-in.ts'
import { WITHOUT_SERVICE_WORKER } from './fixtures/network.ts'

test.use(WITHOUT_SERVICE_WORKER)

/**
 * Issue 17 item 3 on the real PWA and server: a manager's scoring weights totalling 101 are
 * refused, "Save Anyway" evens weights that fall short, the save is kept, and a lead's score
 * panel says it is weighted by them.
 */

async function openAs(page: Page, who: StoredSession, path: string) {
  await page.goto('/login')
  await storeSession(page, who.raw)
  await page.goto(path)
}

const main = (page: Page) => page.getByRole('main')

test('the moderation weights refuse 101 and "Save Anyway" evens them', async ({
  page,
  request,
}) => {
  const manager = parseSession(await sessionFor(request, 'salesManager'))
  await openAs(page, manager, '/developer/agent-moderation')
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Agent moderation' }),
  ).toBeVisible()
  const total = main(page).getByTestId('weight-total')
  await expect(total).toHaveText('Total weight: 100 of 100')

  // Over 100: blocked, with the spec's message.
  await main(page).getByLabel('Weight of Perception').fill('16')
  await expect(total).toHaveText('Total weight: 101 of 100')
  await expect(main(page).getByText('Label weights over 100 are blocked')).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'Save', exact: true })).toBeDisabled()

  // A parameter added with a generated definition, then one removed (with confirmation).
  await main(page).getByRole('button', { name: 'Add parameter' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Label').fill('Greeting')
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled()
  await dialog.getByRole('button', { name: 'Generate definition' }).click()
  await expect(dialog.getByLabel('Definition')).toHaveValue(/^Greeting: /)
  await dialog.getByRole('button', { name: 'Validate' }).click()
  await expect(dialog.getByText('The definition fits the label.')).toBeVisible()
  await dialog.getByLabel('Weight').fill('10')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(total).toHaveText('Total weight: 111 of 100')

  await main(page).getByRole('button', { name: 'Delete Ability' }).click()
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(total).toHaveText('Total weight: 81 of 100')
  await expect(main(page).getByText('Label weights must total 100')).toBeVisible()

  // Under 100: "Save Anyway" shares 100 equally between the four and saves.
  await main(page).getByRole('button', { name: 'Save Anyway' }).click()
  // First: the toast lasts two seconds.
  await expect(page.getByText('Scoring parameters saved')).toBeVisible()
  await expect(total).toHaveText('Total weight: 100 of 100')
  for (const label of ['Intent', 'Readiness', 'Perception', 'Greeting'])
    await expect(main(page).getByLabel(`Weight of ${label}`)).toHaveValue('25')

  await page.reload()
  await expect(main(page).getByLabel('Weight of Greeting')).toHaveValue('25')
  await expect(main(page).getByLabel('Weight of Ability')).toHaveCount(0)
  const axe = await new AxeBuilder({ page }).include('main').analyze()
  expect(axe.violations).toEqual([])

  // The lead's score panel says which weights it used: the three left that weigh a dimension.
  const { items } = await leadsOf(request, manager, { limit: 1 })
  await page.goto(`/developer/manage-leads/${items[0]!._id}`)
  await main(page).getByRole('tab', { name: 'Score and summary' }).click()
  await expect(main(page).getByTestId('score-weights')).toHaveText(
    'Weighted by the agent moderation parameters: Perception 33.33%, Ability 0%, Intent 33.33%, Readiness 33.33%',
  )
})
