import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test'
import { HEADERS } from '../../contract/http.ts'
import { goOffline, goOnline, offlineAgain, waitForServiceWorker } from './fixtures/network.ts'
import {
  giveUnread,
  parseSession,
  projectsOf,
  type StoredSession,
} from './fixtures/notifications.ts'
import { SESSION_KEY, sessionFor, storeSession } from './fixtures/sign-in.ts'

/**
 * The outbox's guarantees on the real PWA, server and database, through the landing's
 * "Mark as read" (PATCH notifications/reset, ordered per project). Each test signs in a session
 * of its own and gives it fresh unread notifications through the development endpoint.
 */
const RESET = /\/notifications\/reset$/
type Session = StoredSession

async function newSession(request: APIRequestContext): Promise<Session> {
  return parseSession(await sessionFor(request, 'salesExecutive', { fresh: true }))
}

const projects = projectsOf

/** Signed in, the landing loaded with the service worker in control (for offline reloads). */
async function openLanding(page: Page, session: Session) {
  await page.goto('/login')
  await storeSession(page, session.raw)
  await page.goto('/developer/projects')
  await waitForServiceWorker(page)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible()
}

/** A fresh session whose first `n` projects have unread notifications, on the landing. */
async function landingWithUnread(page: Page, request: APIRequestContext, n = 1) {
  const session = await newSession(request)
  const chosen = (await projects(request, session)).slice(0, n)
  for (const project of chosen) await giveUnread(request, session, project._id)
  await openLanding(page, session)
  return { session, chosen }
}

const card = (page: Page, name: string) => page.getByRole('article', { name })

async function markAsRead(page: Page, name: string) {
  await expect(card(page, name)).toContainText(/[1-9]\d* unread/)
  await card(page, name)
    .getByRole('button', { name: /Mark as read/ })
    .click()
  await expect(card(page, name)).toContainText('No unread')
}

/** The connection drops, then the user marks the project read: the change waits on the device. */
async function markAsReadOffline(page: Page, context: BrowserContext, name: string) {
  await goOffline(context)
  await offlineAgain(context)
  await markAsRead(page, name)
}

async function expectSynced(page: Page, name: string) {
  await expect(card(page, name)).not.toContainText('Waiting to sync', { timeout: 20_000 })
  await expect(card(page, name)).not.toContainText('Not synced')
}

async function serverCount(request: APIRequestContext, session: Session, projectId: string) {
  return (await projects(request, session)).find((p) => p._id === projectId)?.notificationCount
}

/** Answers the server gave to the resets, as the page (or every page) saw them. */
function watchResets(page: Page | BrowserContext) {
  const answers: { status: number; replayed: boolean; key: string | undefined }[] = []
  page.on('response', (response) => {
    const request: Request = response.request()
    if (request.method() !== 'PATCH' || !RESET.test(new URL(response.url()).pathname)) return
    answers.push({
      status: response.status(),
      replayed: response.headers()[HEADERS.idempotentReplay] === 'true',
      key: request.headers()[HEADERS.idempotencyKey],
    })
  })
  return answers
}

test('a change made offline survives a reload and is sent once when online', async ({
  page,
  context,
  request,
}) => {
  const {
    session,
    chosen: [project],
  } = await landingWithUnread(page, request)

  await markAsReadOffline(page, context, project!.projectName)
  await expect(card(page, project!.projectName)).toContainText('Waiting to sync')

  await page.reload()
  await offlineAgain(context)
  await expect(card(page, project!.projectName)).toContainText('Waiting to sync')
  await expect(card(page, project!.projectName)).toContainText('No unread')

  const answers = watchResets(page)
  await goOnline(context)
  await expectSynced(page, project!.projectName)
  expect(answers.filter((a) => a.status === 200 && !a.replayed)).toHaveLength(1)
  expect(await serverCount(request, session, project!._id)).toBe(0)
})

test('the server commits but the answer is lost: the retry is answered as a replay', async ({
  page,
  request,
}) => {
  const {
    session,
    chosen: [project],
  } = await landingWithUnread(page, request)

  const reached: string[] = []
  let lose = true
  await page.route(RESET, async (route) => {
    reached.push(route.request().headers()[HEADERS.idempotencyKey] ?? '')
    const response = await route.fetch()
    if (lose) {
      lose = false
      expect(response.status()).toBe(200)
      return route.abort('connectionreset')
    }
    return route.fulfill({ response })
  })
  const answers = watchResets(page)
  await markAsRead(page, project!.projectName)
  await expectSynced(page, project!.projectName)

  expect(reached).toHaveLength(2)
  expect(reached[0]).toBe(reached[1])
  expect(answers.at(-1)).toMatchObject({ status: 200, replayed: true, key: reached[0] })
  expect(await serverCount(request, session, project!._id)).toBe(0)
})

test('the tab is closed while sending: the row survives and is sent once later', async ({
  context,
  request,
}) => {
  const first = await context.newPage()
  const {
    session,
    chosen: [project],
  } = await landingWithUnread(first, request)

  // The request reaches the server, which commits; the tab closes before the answer arrives.
  let committed: () => void = () => {}
  const reachedServer = new Promise<void>((resolve) => (committed = resolve))
  await first.route(RESET, async (route) => {
    await route.fetch()
    committed()
    await new Promise(() => {})
  })
  await markAsRead(first, project!.projectName)
  await reachedServer
  await first.close()

  // The server already shows 0, so the screen alone cannot tell the row was sent: wait for it.
  const second = await context.newPage()
  const answers = watchResets(second)
  const resent = second.waitForResponse((r) => RESET.test(new URL(r.url()).pathname))
  await second.goto('/developer/projects')
  await resent
  await expectSynced(second, project!.projectName)
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
  expect(answers[0]?.replayed).toBe(true)
  expect(await serverCount(request, session, project!._id)).toBe(0)
})

test("a 422 on one project's change needs attention while the other project's goes through", async ({
  page,
  request,
}) => {
  const {
    session,
    chosen: [refused, accepted],
  } = await landingWithUnread(page, request, 2)

  // The real server refuses a change about a project it does not know (as after a deletion).
  await page.route(RESET, (route) => {
    const url = route.request().url()
    if (!url.includes(refused!._id)) return route.continue()
    return route.continue({ url: url.replace(refused!._id, 'project-removed-meanwhile') })
  })
  // The refusal may come back before "No unread" could be seen: only the outcome is checked.
  await card(page, refused!.projectName)
    .getByRole('button', { name: /Mark as read/ })
    .click()
  await markAsRead(page, accepted!.projectName)

  await expectSynced(page, accepted!.projectName)
  await expect(card(page, refused!.projectName)).toContainText('Not synced')
  expect(await serverCount(request, session, accepted!._id)).toBe(0)
  expect(await serverCount(request, session, refused!._id)).toBeGreaterThanOrEqual(2)

  await page.getByRole('link', { name: /Sync center:.*1 needs attention/ }).click()
  const attention = page.getByRole('region', { name: 'Needs attention (1)' })
  await expect(attention).toContainText('This project is not in your organisation')
})

test('the access token expires while offline: the replay refreshes and succeeds', async ({
  page,
  context,
  request,
}) => {
  const {
    session,
    chosen: [project],
  } = await landingWithUnread(page, request)

  await markAsReadOffline(page, context, project!.projectName)
  // While offline the access token runs out (here: replaced by one the server rejects).
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
    localStorage.setItem(key, JSON.stringify({ ...stored, accessToken: 'expired.token.value' }))
  }, SESSION_KEY)
  await page.reload()
  await offlineAgain(context)

  const refreshed = page.waitForResponse(
    (r) => r.url().includes('/refresh-token') && r.status() === 200,
  )
  const applied = page.waitForResponse(
    (r) => RESET.test(new URL(r.url()).pathname) && r.status() === 200,
  )
  await goOnline(context)
  await refreshed
  await applied
  await expectSynced(page, project!.projectName)
  expect(await serverCount(request, session, project!._id)).toBe(0)
})

test('two tabs: each change is sent once, and closing the sending tab hands over', async ({
  context,
  request,
}) => {
  const sender = await context.newPage()
  const {
    session,
    chosen: [first, second],
  } = await landingWithUnread(sender, request, 2)
  const other = await context.newPage()
  await other.goto('/developer/projects')
  await expect(other.getByRole('heading', { name: 'Your projects' })).toBeVisible()
  const answers = watchResets(context)

  // The first tab sends (it holds the lock); its request never leaves before it closes.
  let held: () => void = () => {}
  const sending = new Promise<void>((resolve) => (held = resolve))
  await context.route(RESET, async () => {
    held()
    await new Promise(() => {})
  })
  await markAsRead(other, first!.projectName)
  await sending
  await sender.close()
  await context.unroute(RESET)

  await markAsRead(other, second!.projectName)
  await expectSynced(other, first!.projectName)
  await expectSynced(other, second!.projectName)
  // Each change took effect once: at most one first answer per key (a held request may still
  // reach the server as its tab closes; the new sender's retry is then answered as a replay).
  const confirmed = answers.filter((a) => a.status === 200)
  expect(new Set(confirmed.map((a) => a.key)).size).toBe(2)
  const firsts = confirmed.filter((a) => !a.replayed).map((a) => a.key)
  expect(new Set(firsts).size).toBe(firsts.length)
  expect(await serverCount(request, session, first!._id)).toBe(0)
  expect(await serverCount(request, session, second!._id)).toBe(0)
})

test('the clock shifted a day forward and back: nothing is dropped or reordered', async ({
  page,
  context,
  request,
}) => {
  await page.clock.install()
  const { session, chosen: all } = await landingWithUnread(page, request, 3)

  const day = 86_400_000
  const now = Date.now()
  await goOffline(context)
  await offlineAgain(context)
  const shifts = [now + day, now - day, now]
  for (const [index, project] of all.entries()) {
    await page.clock.setSystemTime(shifts[index]!)
    await markAsRead(page, project.projectName)
  }
  const answers = watchResets(page)
  await goOnline(context)
  for (const project of all) await expectSynced(page, project.projectName)
  expect(answers.filter((a) => a.status === 200 && !a.replayed)).toHaveLength(all.length)
  for (const project of all) expect(await serverCount(request, session, project._id)).toBe(0)
})
