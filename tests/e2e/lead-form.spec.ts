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

test('a mandatory dropdown added by an admin is filled in a lead made offline, and syncs', async ({
  page,
  context,
  request,
}) => {
  const admin = parseSession(await sessionFor(request, 'admin'))
  const exec = parseSession(await sessionFor(request, 'salesExecutive'))
  const [project] = await projectsOf(request, exec)
  // Letters only (field names and full names): the clock's digits spelt as letters.
  const tag = [...String(Date.now())].map((d) => 'abcdefghij'[Number(d)]).join('')
  const fieldName = `Tower ${tag}`
  const adminHeaders = {
    authorization: `Bearer ${admin.accessToken}`,
    [HEADERS.clientId]: 'e2e-api',
    [HEADERS.platform]: 'web',
  }

  try {
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
      await request.get(LEAD_FORM_PATHS.form(admin.slug), { headers: adminHeaders })
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
  } finally {
    // Other specs add leads without it: hidden, the field is no longer asked for.
    const now = (await (
      await request.get(LEAD_FORM_PATHS.form(admin.slug), { headers: adminHeaders })
    ).json()) as TLeadForm
    const added = now.sections.flatMap((s) => s.fields).find((f) => f.label === fieldName)
    if (added) {
      await request.patch(LEAD_FORM_PATHS.field(admin.slug, added.key), {
        headers: adminHeaders,
        data: { isVisible: false },
      })
    }
  }
})
