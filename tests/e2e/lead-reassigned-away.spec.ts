import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { HEADERS } from '../../contract/http.ts'
import { LEAD_PATHS, type TExecutive } from '../../contract/leads.ts'
import { isApiPath } from '../../contract/routes.ts'
import { leadsOf, waitForLeadSync } from './fixtures/leads.ts'
import { goOffline, waitForServiceWorker } from './fixtures/network.ts'
import { parseSession } from './fixtures/notifications.ts'
import { sessionFor, storeSession } from './fixtures/sign-in.ts'

/**
 * Issue 15, item 2: the sync's deletion feed. An executive's lead is reassigned away by the
 * manager while a change of theirs to it waits on the device; on the next sync the lead leaves
 * the device, and the change waits in the sync center with the reason, rather than being sent
 * into a refusal or kept for a day.
 */

/** The lead ids in the device's synced chunks (raw IndexedDB: the page's Dexie is not reachable). */
function deviceLeadIds(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('siteoffice')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const read = db.transaction('leadChunks').objectStore('leadChunks').getAll()
          read.onsuccess = () => {
            db.close()
            const chunks = read.result as { rows: { _id: string }[] }[]
            resolve(chunks.flatMap((chunk) => chunk.rows.map((row) => row._id)))
          }
        }
      }),
  )
}

/** The server answers reads but no write reaches it: a waiting change stays waiting. */
async function refuseWrites(context: BrowserContext) {
  await context.route(
    (url) => isApiPath(url.pathname),
    (route) =>
      route.request().method() === 'GET' ? route.fallback() : route.abort('connectionrefused'),
  )
}

test('a lead reassigned away leaves the device on the next sync, its waiting change set aside', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  const exec = parseSession(await sessionFor(request, 'salesExecutive'))
  const manager = parseSession(await sessionFor(request, 'salesManager'))
  // A lead no other spec works on: the fifth open lead of the executive.
  const { items } = await leadsOf(request, exec, { leadStatus: 'Open', limit: 10 })
  const lead = items[4]!
  const execId = lead.background.assignedTo!._id
  const asManager = {
    authorization: `Bearer ${manager.accessToken}`,
    [HEADERS.clientId]: 'e2e-api',
    [HEADERS.platform]: 'web',
  }
  const executives = await request.get(LEAD_PATHS.executives(manager.slug), {
    headers: asManager,
    params: { projectId: lead.projectId },
  })
  const colleague = ((await executives.json()) as { items: TExecutive[] }).items.find(
    (e) => e._id !== execId && e.projectIds.includes(lead.projectId),
  )!

  await page.goto('/login')
  await storeSession(page, exec.raw)
  await page.goto(`/developer/manage-leads/${lead._id}`)
  await waitForServiceWorker(page)
  await page.reload()
  const heading = page.getByRole('heading', { level: 1, name: lead.profile.fullName })
  await expect(heading).toBeVisible()
  await waitForLeadSync(page)
  expect((await deviceLeadIds(page)).includes(lead._id)).toBe(true)

  // Offline, the executive edits the lead: the change waits on the device.
  await goOffline(context)
  await page.getByRole('link', { name: 'Edit' }).click()
  await page.getByRole('main').getByLabel('Other preferences').fill('Near the metro')
  await page.getByRole('button', { name: 'Save changes' }).click()
  // The save's toast lasts two seconds, less than a busy machine may take to return from the
  // click; what lasts is the change waiting on the device.
  await expect(
    page.getByRole('link', { name: /^Sync center: \d+ changes? not synced$/ }),
  ).toBeVisible()

  // Meanwhile the manager gives the lead to a colleague.
  const assigned = await request.patch(LEAD_PATHS.bulkAssignee(manager.slug), {
    headers: { ...asManager, [HEADERS.idempotencyKey]: `e2e-reassign-${Date.now()}` },
    data: { leadIds: [lead._id], assigneeId: colleague._id },
  })
  expect(assigned.status(), await assigned.text()).toBe(200)

  // Back online, the next sync runs; the waiting change cannot slip out before it: writes are
  // refused before the link returns, or the replay, woken by the same 'online', may win the race.
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await refuseWrites(context)
  await context.setOffline(false)
  await expect
    .poll(async () => (await deviceLeadIds(page)).includes(lead._id), { timeout: 30_000 })
    .toBe(false)

  await page.goto('/developer/sync')
  const change = page
    .getByRole('listitem')
    .filter({ hasText: `Edit lead ${lead.profile.fullName}` })
  await expect(change).toBeVisible()
  await expect(
    change.getByText(
      'This lead is no longer yours: it was reassigned or moved, so it left this device. This change was not sent.',
    ),
  ).toBeVisible()
  await expect(change.getByText('The server said')).toHaveCount(0)
  await context.unrouteAll({ behavior: 'ignoreErrors' })
})
