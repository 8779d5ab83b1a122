import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { AUTH_PATHS, ZDevSmsInbox } from '../../contract/auth.ts'
import { openFollowUp, startedVisit } from './fixtures/field-actions.ts'
import { leadsOf, waitForLeadSync } from './fixtures/leads.ts'
import { goOffline, goOnline, offlineAgain, waitForServiceWorker } from './fixtures/network.ts'
import { parseSession, projectsOf, type StoredSession } from './fixtures/notifications.ts'
import { sessionFor, storeSession } from './fixtures/sign-in.ts'

/**
 * Issue 13, items 2 and 3 (decision 0017): the first session after install is ready for offline
 * use, and a synced lead's details are on the device.
 */

const DATA_AS_OF = /Data as of \d{2}:\d{2} (AM|PM)/
const banner = (page: Page) => page.getByRole('status', { name: 'Connection' })
const main = (page: Page) => page.getByRole('main')
/** The screen's own "Data as of" (the banner says it too). */
const screenAge = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /^Data as of \d{2}:\d{2} (AM|PM)$/ })
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** A sales executive no other browser test signs in through the page. */
const PHONE = '9000000004'

async function textedCode(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`${AUTH_PATHS.devSmsInbox}?phone=${phone}`)
  const { messages } = ZDevSmsInbox.parse(await res.json())
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`no code in the development inbox for ${phone}`)
  return code
}

/** The options of a filter of the screen (not the header's), but its "any" entry. */
async function filterOptions(page: Page, label: string): Promise<string[]> {
  const select = main(page).getByRole('combobox', { name: label, exact: true })
  await expect(select).toBeEnabled()
  const options = await select.locator('option').allInnerTexts()
  return options.slice(1)
}

/** Signed in as `who` on `path` (with `before` run in the page first), the worker in control. */
async function openAs(page: Page, who: StoredSession, path: string, before = async () => {}) {
  await page.goto('/login')
  await storeSession(page, who.raw)
  await before()
  await page.goto(path)
  await waitForServiceWorker(page)
  await page.reload()
  await waitForLeadSync(page)
}

async function expectDataAsOf(page: Page) {
  await expect(banner(page)).toContainText('You are offline.')
  await expect(banner(page)).toContainText(DATA_AS_OF)
}

/** A record of the page's IndexedDB `siteoffice`, read raw (the page's Dexie is not reachable). */
function detailsStored(page: Page, leadId: string) {
  return page.evaluate(
    (id) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('siteoffice')
        open.onerror = () => resolve(false)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('leadDetailsMeta')) {
            db.close()
            resolve(false)
            return
          }
          const read = db.transaction('leadDetailsMeta').objectStore('leadDetailsMeta').getAll()
          read.onsuccess = () => {
            db.close()
            resolve(
              (read.result as { leadId: string; fetchedAt: number }[]).some(
                (m) => m.leadId === id && m.fetchedAt > 0,
              ),
            )
          }
        }
      }),
    leadId,
  )
}

test('first visit: sign in, go offline once ready, reload: every screen shows its data, filters and age', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  // A first visit: no worker yet. It installs while the user signs in.
  await page.goto('/login')
  await page.getByLabel('Mobile number').fill(PHONE)
  await page.getByRole('button', { name: 'Get code' }).click()
  await expect(page.getByLabel('One-time code')).toBeFocused()
  await page.getByLabel('One-time code').fill(await textedCode(request, PHONE))
  await page.getByRole('button', { name: 'Sign in' }).click()
  // A user of leads starts on the home dashboard; the project overview is one link away.
  await expect(page).toHaveURL(/\/developer\/home\/?$/)
  await page.getByRole('link', { name: 'Project overview' }).click()
  await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible()
  const projects = await page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /Work on this project/ }) })
    .getByRole('heading', { level: 2 })
    .allInnerTexts()
  expect(projects.length).toBeGreaterThan(0)

  // The app says when it is ready; the network goes at once after that.
  await expect(page.getByText('SiteOffice is ready to work offline.')).toBeVisible({
    timeout: 60_000,
  })
  await goOffline(context)
  await page.reload()
  await offlineAgain(context)

  // Project overview: the cards, and the header's project choice with its projects.
  for (const name of projects) {
    await expect(page.getByRole('heading', { name: name.trim(), exact: true })).toBeVisible()
  }
  const chooser = page.getByRole('banner').getByRole('combobox', { name: 'Project' })
  await expect(chooser).toBeEnabled()
  expect(await chooser.locator('option').count()).toBe(projects.length + 1)
  await expectDataAsOf(page)

  // Leads: the device's rows, the filters' lists, and how old they are.
  await page.getByRole('link', { name: 'Leads', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  await expect(main(page).getByText('Showing leads saved on this device')).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Leads' }).getByRole('listitem').first(),
  ).toBeVisible()
  // The filters' lists are read once the list is painted (decision 0067): they fill a moment
  // after its rows.
  await expect.poll(() => filterOptions(page, 'Source')).not.toHaveLength(0)
  await expect.poll(() => filterOptions(page, 'Label')).not.toHaveLength(0)
  await expect
    .poll(async () => (await filterOptions(page, 'Assigned to')).length)
    .toBeGreaterThan(1)
  await expect(screenAge(page)).toBeVisible()
  await expectDataAsOf(page)

  // Tasks and call logs: their first page as stored, with the project and people filters.
  for (const [link, heading, people] of [
    ['Tasks', 'Tasks', 'Assigned to'],
    ['Call logs', 'Call logs', 'Called by'],
  ] as const) {
    await page.getByRole('link', { name: link, exact: true }).click()
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
    await expect(screenAge(page)).toBeVisible()
    expect(await filterOptions(page, 'Project')).toEqual(projects.map((p) => p.trim()))
    expect(await filterOptions(page, people)).not.toHaveLength(0)
    await expect(main(page).getByText('Internet Connection error')).toHaveCount(0)
    await expectDataAsOf(page)
  }

  await page.getByRole('link', { name: 'Sync center', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Sync center', level: 1 })).toBeVisible()
  await expectDataAsOf(page)
  await goOnline(context)
})

test("a synced lead's journey, tasks, visits and calls are on the device without opening it", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const exec = parseSession(await sessionFor(request, 'salesExecutive'))
  const { items } = await leadsOf(request, exec, { leadStatus: 'Qualified', limit: 5 })
  const lead = items.at(-1)!
  await openFollowUp(request, exec, lead._id)
  await startedVisit(request, exec, lead._id)

  // Signed in on the landing; the lead itself is never opened online.
  await openAs(page, exec, '/developer/projects')
  await expect.poll(() => detailsStored(page, lead._id), { timeout: 60_000 }).toBe(true)

  await goOffline(context)
  await page.goto(`/developer/manage-leads/${lead._id}`)
  await offlineAgain(context)
  // The app starts from the worker and reads the device's store: slower than 10 s under load.
  await expect(page.getByRole('heading', { name: lead.profile.fullName })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByText('Showing the copy saved on this device')).toBeVisible()
  await expect(screenAge(page)).toBeVisible()

  await expect(panel(page, 'Tasks').getByText('Share the price sheet')).toBeVisible()
  await expect(panel(page, 'Site visits').getByText('In Progress')).toBeVisible()
  await expect(page.getByRole('tabpanel').getByText('Follow-up scheduled').first()).toBeVisible()
  await expect(page.getByText(/shown when you are online/)).toHaveCount(0)
  await expect(page.getByText('Internet Connection error')).toHaveCount(0)
  await goOnline(context)
})

test('a lead whose details are not on the device says which parts need the network', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  // The manager keeps the chosen project's leads, but details only of their own leads.
  const manager: StoredSession = parseSession(await sessionFor(request, 'salesManager'))
  const { orgId, userId } = JSON.parse(manager.raw) as { orgId: string; userId: string }
  const [project] = await projectsOf(request, manager)
  const { items } = await leadsOf(request, manager, { 'projectIds[]': project!._id, limit: 50 })
  const lead = items.find((l) => l.background.assignedTo && l.background.assignedTo._id !== userId)!

  await openAs(page, manager, '/developer/manage-leads', () =>
    page.evaluate(
      (choice) => localStorage.setItem('siteoffice.chosen-project', choice),
      JSON.stringify({ orgId, projectId: project!._id }),
    ),
  )

  await goOffline(context)
  await page.goto(`/developer/manage-leads/${lead._id}`)
  await offlineAgain(context)
  // As above: the app starts from the worker and reads the device's store.
  await expect(page.getByRole('heading', { name: lead.profile.fullName })).toBeVisible({
    timeout: 20_000,
  })
  for (const [name, text] of [
    ['Tasks', "This lead's tasks are not saved on this device."],
    ['Site visits', "This lead's site visits are not saved on this device."],
    ['Calls', "This lead's calls are not saved on this device."],
  ] as const) {
    await expect(panel(page, name).getByText(text)).toBeVisible()
    await expect(panel(page, name).getByRole('button', { name: 'Try again' })).toHaveCount(0)
  }
  await expect(page.getByText("This lead's journey is not saved on this device.")).toBeVisible()
  await expect(page.getByText('Internet Connection error')).toHaveCount(0)
  await goOnline(context)
})
