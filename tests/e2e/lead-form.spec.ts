import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { HEADERS } from '../../contract/http.ts'
import { LEAD_FORM_PATHS, type TLeadForm } from '../../contract/lead-form.ts'
import { leadsOf } from './fixtures/leads.ts'
import { goOffline, goOnline, waitForServiceWorker } from './fixtures/network.ts'
import { parseSession, projectsOf, type StoredSession } from './fixtures/notifications.ts'
import { sessionFor, storeSession } from './fixtures/sign-in.ts'

/**
 * Issue 17, item 2: an administrator adds a mandatory dropdown to the lead form; an executive
 * adds a lead offline with it, the lead syncs, and its page shows the value.
 */

/** Signed in on `path`; `offline`: with the service worker in control (for offline work). */
async function openAs(page: Page, who: StoredSession, path: string, offline = false) {
  await page.goto('/login')
  await storeSession(page, who.raw)
  await page.goto(path)
  if (!offline) return
  await waitForServiceWorker(page)
  await page.reload()
}

const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(new RegExp(`^${label}\\*?$`))

/** This spec's fields are named "Tower " and letters; an attempt may leave one behind. */
const OWN_FIELD = /^Tower [a-j]+$/

const adminHeaders = (admin: StoredSession) => ({
  authorization: `Bearer ${admin.accessToken}`,
  [HEADERS.clientId]: 'e2e-api',
  [HEADERS.platform]: 'web',
})

// Other specs add leads without the mandatory field: hidden, it is no longer asked for. An
// afterAll hook has its own time and request context, so this runs even after a timed-out
// attempt (whose own context is gone), before a retry or the next spec.
test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const admin = parseSession(await sessionFor(request, 'admin'))
  const headers = adminHeaders(admin)
  const form = (await (
    await request.get(LEAD_FORM_PATHS.form(admin.slug), { headers })
  ).json()) as TLeadForm
  for (const added of form.sections.flatMap((s) => s.fields)) {
    if (!OWN_FIELD.test(added.label) || !added.isVisible) continue
    await request.patch(LEAD_FORM_PATHS.field(admin.slug, added.key), {
      headers,
      data: { isVisible: false },
    })
  }
  await request.dispose()
})

test('a mandatory dropdown added by an admin is filled in a lead made offline, and syncs', async ({
  page,
  context,
  request,
}) => {
  // A long journey (two users, a service worker, offline and back): on CI's two busy cores it
  // has taken over a minute.
  test.slow()
  const admin = parseSession(await sessionFor(request, 'admin'))
  const exec = parseSession(await sessionFor(request, 'salesExecutive'))
  const [project] = await projectsOf(request, exec)
  // Letters only (field names and full names): the clock's digits spelt as letters.
  const tag = [...String(Date.now())].map((d) => 'abcdefghij'[Number(d)]).join('')
  const fieldName = `Tower ${tag}`
  await openAs(page, admin, '/developer/lead-settings/customise-lead-form')
  await expect(page.getByRole('heading', { level: 1, name: 'Customise lead form' })).toBeVisible()
  await page.getByRole('button', { name: 'Add field' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Field name').fill(fieldName)
  await dialog.getByLabel('Field type').selectOption('dropdown')
  await dialog.getByLabel('Section').selectOption('propertyInterest')
  await dialog.getByText('Mandatory').click()
  // Options are required for a dropdown.
  await dialog.getByRole('button', { name: 'Add field' }).click()
  await expect(dialog.getByText('Add at least one option')).toBeVisible()
  await dialog.getByRole('button', { name: 'Add option' }).click()
  await dialog.getByRole('textbox', { name: 'Option 1' }).fill('Tower A')
  await dialog.getByRole('button', { name: 'Add option' }).click()
  await dialog.getByRole('textbox', { name: 'Option 2' }).fill('Tower B')
  await dialog.getByRole('button', { name: 'Add field' }).click()
  await expect(dialog).toBeHidden()
  const section = page.getByRole('region', { name: 'Property interest' })
  await expect(section.getByRole('button', { name: `Edit ${fieldName}` })).toBeVisible()
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
  const form = (await (
    await request.get(LEAD_FORM_PATHS.form(admin.slug), { headers: adminHeaders(admin) })
  ).json()) as TLeadForm
  const key = form.sections.flatMap((s) => s.fields).find((f) => f.label === fieldName)?.key
  expect(key).toBeTruthy()

  // The executive opens the new-lead form online (the definition is stored), then goes offline.
  await openAs(page, exec, '/developer/manage-leads/new', true)
  await field(page, 'Project').selectOption({ label: project!.projectName })
  await expect(field(page, fieldName)).toBeVisible()
  await goOffline(context)
  const name = `Tower Lead ${tag}`
  await field(page, 'Full name').fill(name)
  await field(page, 'WhatsApp number').fill(
    `7${String((Date.now() * 10) % 1_000_000_000).padStart(9, '0')}`,
  )
  await field(page, 'Source').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Add lead' }).click()
  await expect(page.locator('form').getByText('This field cannot be left blank')).toBeVisible()
  await field(page, fieldName).selectOption('Tower B')
  await page.getByRole('button', { name: 'Add lead' }).click()
  await expect(page.getByText('Saved. Waiting to sync')).toBeVisible()
  await expect(page.getByRole('heading', { name })).toBeVisible()

  await goOnline(context)
  await expect
    .poll(async () => (await leadsOf(request, exec, { searchBy: name })).items.length, {
      timeout: 20_000,
    })
    .toBe(1)
  const [synced] = (await leadsOf(request, exec, { searchBy: name })).items
  expect(synced!.customFields).toEqual({ [key!]: 'Tower B' })
  await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 })
  // The lead's page, read again, shows the value under its field's name.
  await page.reload()
  const interest = page.getByRole('region', { name: 'Property interest' })
  await expect(interest.getByText(fieldName, { exact: true })).toBeVisible()
  await expect(interest.getByText('Tower B', { exact: true })).toBeVisible()
})
