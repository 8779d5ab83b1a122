import { expect, test } from '@playwright/test'
import { leadById, leadsOf, waitForLeadSync } from './fixtures/leads.ts'
import { goOffline, goOnline, waitForServiceWorker } from './fixtures/network.ts'
import { parseSession } from './fixtures/notifications.ts'
import { sessionFor, storeSession } from './fixtures/sign-in.ts'

/**
 * Issue 13, items 1 and 6: an executive's own offline changes never conflict with each other.
 * Offline, they move a lead to Qualified (answering its questions) and then edit it; the page
 * shows the stage waiting to sync; back online, both reach the server and nothing needs
 * attention. Before, the edit was refused as "changed by someone else" and its "Try again" too.
 */
test('a stage change and then an edit, both made offline, both reach the server', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const exec = parseSession(await sessionFor(request, 'salesExecutive'))
  // A lead no other spec works on: the third new lead of the executive.
  const { items } = await leadsOf(request, exec, { leadStatus: 'New Lead', limit: 5 })
  const lead = items[2]!
  const name = lead.profile.fullName
  const preference = `Corner flat, east facing ${Date.now()}`

  await page.goto('/login')
  await storeSession(page, exec.raw)
  await page.goto(`/developer/manage-leads/${lead._id}`)
  await waitForServiceWorker(page)
  await page.reload()
  const heading = page.getByRole('heading', { level: 1, name })
  await expect(heading).toBeVisible()
  await waitForLeadSync(page)

  await goOffline(context)
  const stage = page.getByRole('region', { name: 'Stage', exact: true })
  await stage.getByLabel('New stage').selectOption('Qualified')
  await stage.getByLabel('Has the customer confirmed the budget?').selectOption('yes')
  await stage.getByLabel('Who takes the purchase decision?').selectOption('Spouse')
  await stage.getByLabel('When does the customer plan to buy?').selectOption('1 to 3 months')
  await stage.getByRole('button', { name: 'Change stage' }).click()
  // One wording for every action saved offline.
  await expect(page.getByText('Saved. Waiting to sync').first()).toBeVisible()

  // The header shows the stage the lead waits to reach, marked as waiting.
  const header = heading.locator('..')
  await expect(header.getByText('Qualified', { exact: true })).toBeVisible()
  await expect(header.getByText('Waiting to sync')).toBeVisible()

  await page.getByRole('link', { name: 'Edit' }).click()
  const preferences = page.getByRole('main').getByLabel('Other preferences')
  await preferences.fill(preference)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Saved. Waiting to sync').first()).toBeVisible()
  await expect(heading).toBeVisible()
  await expect(header.getByText('Qualified', { exact: true })).toBeVisible()

  await goOnline(context)
  await expect
    .poll(
      async () => {
        const now = await leadById(request, exec, lead._id)
        return [now.leadStatus, now.propertyInterest.otherPreferences]
      },
      { timeout: 30_000 },
    )
    .toEqual(['Qualified', preference])
  await expect(page.getByText('This lead was changed by someone else')).toHaveCount(0)

  await page.goto('/developer/sync')
  await expect(page.getByRole('heading', { name: 'Everything is synced' })).toBeVisible()
})
