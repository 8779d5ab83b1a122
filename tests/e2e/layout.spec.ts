import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { DASHBOARD_PATHS, REPORT_TYPES } from '../../contract/dashboards.ts'
import { HEADERS } from '../../contract/http.ts'
import { TICKET_PATHS, ZTicketList } from '../../contract/tickets.ts'
import { leadsOf } from './fixtures/leads.ts'
import { parseSession, projectsOf, type StoredSession } from './fixtures/notifications.ts'
import { POST_SALES_PATHS, ZCustomerList } from '../../contract/post-sales.ts'
import { sessionFor, storeSession, type TRole } from './fixtures/sign-in.ts'
import { resizeTo } from './fixtures/screen-checks.ts'
import {
  goOffline,
  goOnline,
  offlineAgain,
  waitForServiceWorker,
  WITHOUT_SERVICE_WORKER,
} from './fixtures/network.ts'

test.use(WITHOUT_SERVICE_WORKER)

/**
 * Issue 13, items 4 and 5: the screens a sales team works in fit a tablet (1024×768 and
 * 768×1024) in English and Hindi, and a laptop (1280×800) and a phone (390×844). The page never
 * scrolls sideways, the tab bars' labels and counts never run into each other, wide tables keep
 * their last column reachable inside their own scroll area, toasts stay clear of the header, and
 * Hindi is drawn with the self-hosted Devanagari font (this machine has none of its own).
 *
 * LAYOUT_SHOTS=dir saves a screenshot of every screen at every size there.
 */

// The two tablet sizes are the devices the console is made for: axe runs there (each pass costs
// seconds a screen), in English (the roles, names and contrast it judges do not change with the
// language), and Hindi, whose longer words are what overflow, is laid out there. English is laid
// out at every size. CI's time limit is why not every check runs at every size in both.
const SIZES = [
  { name: '1024x768', width: 1024, height: 768, tablet: true },
  { name: '768x1024', width: 768, height: 1024, tablet: true },
  { name: '1280x800', width: 1280, height: 800, tablet: false },
  { name: '390x844', width: 390, height: 844, tablet: false },
] as const

const LOCALE_KEY = 'siteoffice.locale'
const SHOTS = process.env.LAYOUT_SHOTS

interface Screen {
  name: string
  path: string
  /** What shows once the screen has drawn its data. */
  ready: (page: Page) => Promise<void>
  /** Checked with axe, at the sizes that say so. */
  axe?: boolean
  /** Opened as this role (screens the manager may not use); from it on, the screens after too. */
  as?: TRole
}

// The first match that is shown: a chart's table folded in its <details> matches too.
async function visible(page: Page, selector: string) {
  await expect(page.locator(selector).filter({ visible: true }).first()).toBeVisible({
    timeout: 20_000,
  })
}

function screens(leadId: string, customerId: string): Screen[] {
  return [
    {
      name: 'leads',
      path: '/developer/manage-leads',
      ready: async (page) => {
        await visible(page, '[role=list] [role=listitem]')
        // The counts have come (a count keeps its room, hidden, until then).
        await visible(page, '[role=tablist] [role=tab] [data-part=count]:not([data-pending])')
      },
    },
    {
      name: 'lead',
      path: `/developer/manage-leads/${leadId}`,
      ready: async (page) => {
        await visible(page, 'main h1')
        await visible(page, 'main [role=tablist] [role=tab]')
        await visible(page, 'main form')
      },
    },
    {
      name: 'tasks',
      path: '/developer/home/all-tasks',
      ready: (page) => visible(page, 'main table tbody tr'),
    },
    {
      name: 'call-logs',
      path: '/developer/call-logs',
      ready: (page) => visible(page, 'main table tbody tr'),
    },
    { name: 'sync', path: '/developer/sync', ready: (page) => visible(page, 'main h1') },
    {
      name: 'home',
      path: '/developer/home?preset=last6Months',
      ready: async (page) => {
        await visible(page, 'main [data-testid=bucket-count]')
        await visible(page, 'main table tbody tr')
      },
    },
    {
      name: 'agent-performance',
      path: '/developer/home/agent-performance?preset=last6Months',
      ready: (page) => visible(page, 'main table tbody tr'),
    },
    {
      name: 'agent-moderation',
      path: '/developer/agent-moderation',
      ready: (page) => visible(page, 'main table tbody tr'),
      axe: true,
    },
    {
      name: 'dashboard',
      path: '/developer/dashboard?preset=last6Months',
      ready: reportsDrawn(6),
      axe: true,
    },
    {
      name: 'detailed-analytics',
      path: '/developer/home/detailed-analytics?report=executive-wise-lead-stage&preset=last6Months',
      ready: reportsDrawn(1),
      axe: true,
    },
    {
      name: 'analytics-dashboards',
      path: '/developer/analytics-dashboard/all',
      ready: (page) => visible(page, 'main table tbody tr'),
      axe: true,
    },
    // Post-sales (decision 0055): the manager reads customers, receipts and letters too.
    {
      name: 'customers',
      path: '/developer/post-sales/customers',
      ready: (page) => visible(page, 'main table tbody tr'),
      axe: true,
    },
    {
      name: 'customer',
      path: `/developer/post-sales/customers/${customerId}`,
      ready: (page) => visible(page, 'main tr[data-milestone]'),
      axe: true,
    },
    {
      name: 'receipts-and-letters',
      path: '/developer/post-sales/receipts-and-letters',
      ready: (page) => visible(page, 'main table tbody tr'),
      axe: true,
    },
    {
      name: 'reports',
      path: '/developer/reports?preset=last6Months',
      // The lead report is drawn on asking; the log and history have come (rows or empty).
      ready: (page) =>
        visible(page, 'main section:last-of-type h3, main section:last-of-type tbody tr'),
    },
    // Post-sales screens (decision 0056), as post-sales: last, as they change the session.
    {
      name: 'common-documents',
      path: '/developer/post-sales/documents',
      ready: (page) => visible(page, 'main table tbody tr'),
      axe: true,
      as: 'postSales',
    },
    {
      name: 'construction-progress',
      path: '/developer/post-sales/construction-milestone-and-progress',
      ready: (page) => visible(page, 'main li img'),
      axe: true,
      as: 'postSales',
    },
  ]
}

/** Every report card has its table (or says it has no data) and its chart is drawn. */
const reportsDrawn = (cards: number) => async (page: Page) => {
  const drawn = page
    .getByRole('main')
    .getByRole('table')
    .or(page.getByRole('main').getByText('No data for this period'))
    .or(page.getByRole('main').getByText('इस अवधि का कोई डेटा नहीं'))
  await expect(drawn).toHaveCount(cards, { timeout: 30_000 })
  // The charts, loaded with the first card, have taken their room.
  await expect(page.locator('main svg[role=img]')).toHaveCount(
    await page.locator('main table').count(),
    {
      timeout: 20_000,
    },
  )
}

async function saveDashboard(request: APIRequestContext, session: StoredSession, name: string) {
  const res = await request.post(DASHBOARD_PATHS.analyticsDashboards(session.slug), {
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      [HEADERS.clientId]: 'e2e-api',
      [HEADERS.platform]: 'web',
      [HEADERS.idempotencyKey]: randomUUID(),
    },
    data: {
      name,
      reports: REPORT_TYPES.map((type) => ({
        type,
        dateField: 'createdAt',
        period: { preset: 'last6Months' },
        projectId: null,
      })),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** A booked customer of the manager's first project, with the longest name of its first page. */
async function customerOf(request: APIRequestContext, session: StoredSession): Promise<string> {
  const [project] = await projectsOf(request, session)
  const res = await request.get(
    `${POST_SALES_PATHS.customers(session.slug)}?projectId=${project!._id}&limit=50`,
    { headers: { authorization: `Bearer ${session.accessToken}` } },
  )
  const { items } = ZCustomerList.parse(await res.json())
  return [...items].sort((a, b) => b.fullName.length - a.fullName.length)[0]!._id
}

/** Serious or critical axe findings in the screen's main region. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Two frames after a resize: the layout, and what the resize made React draw, are done. Headless
 * Chromium sometimes draws no frame at all (CI once waited eight minutes here for one), so a
 * timer ends the wait as well; the checks after it wait for what they need themselves.
 */
function settled(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
        setTimeout(resolve, 500)
      }),
  )
}

/** Horizontal overflow of the page itself (a table may scroll inside its own region). */
async function pageOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
  })
}

/**
 * Every tab bar's tabs: the boxes of each tab's label and count must not cross the next tab's,
 * nor each other, and a tab must not clip them.
 */
async function tabCollisions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { left: number; right: number; top: number; bottom: number }
    const crosses = (a: Box, b: Box) =>
      a.left < b.right - 0.5 &&
      b.left < a.right - 0.5 &&
      a.top < b.bottom - 0.5 &&
      b.top < a.bottom - 0.5
    /** The boxes of a tab's text runs and badges, each as drawn. */
    const partsOf = (tab: Element): { name: string; box: Box }[] => {
      const parts: { name: string; box: Box }[] = []
      const walker = document.createTreeWalker(tab, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim()
        if (!text) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const box = range.getBoundingClientRect()
        if (box.width > 0) parts.push({ name: text, box })
      }
      return parts
    }
    const problems: string[] = []
    for (const list of document.querySelectorAll('[role=tablist]')) {
      const tabs = [...list.querySelectorAll('[role=tab]')]
      tabs.forEach((tab, index) => {
        const parts = partsOf(tab)
        const own = tab.getBoundingClientRect()
        for (const part of parts) {
          if (part.box.left < own.left - 0.5 || part.box.right > own.right + 0.5) {
            problems.push(`"${part.name}" is cut off by its tab`)
          }
        }
        parts.forEach((a, i) =>
          parts.slice(i + 1).forEach((b) => {
            if (crosses(a.box, b.box)) problems.push(`"${a.name}" runs into "${b.name}"`)
          }),
        )
        const next = tabs[index + 1]
        if (!next) return
        const nextParts = partsOf(next)
        const nextBox = next.getBoundingClientRect()
        for (const part of parts) {
          if (crosses(part.box, nextBox)) {
            problems.push(`"${part.name}" runs into the next tab`)
          }
          for (const other of nextParts) {
            if (crosses(part.box, other.box))
              problems.push(`"${part.name}" runs into "${other.name}"`)
          }
        }
      })
    }
    return problems
  })
}

/**
 * A table's last column must be reachable: inside the table's own scroll area, and from a tablet
 * up without scrolling at all (its columns give way by priority).
 */
async function tablesWithinTheirRegion(page: Page, mustFit: boolean): Promise<string[]> {
  return page.evaluate((mustFit) => {
    const problems: string[] = []
    for (const table of document.querySelectorAll('main table')) {
      const region = table.parentElement
      if (!region) continue
      const style = getComputedStyle(region)
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll'
      const regionBox = region.getBoundingClientRect()
      const root = document.scrollingElement ?? document.documentElement
      if (regionBox.right > root.clientWidth + 0.5) problems.push('a table region leaves the page')
      if (!scrolls && table.scrollWidth > region.clientWidth + 0.5) {
        problems.push('a table overflows a region that does not scroll')
      }
      if (mustFit && table.scrollWidth > region.clientWidth + 0.5) {
        // A report's table may scroll between its pinned edges (decision 0031): its names and
        // its Grand Total in view, and a visible hint that more columns are there.
        const pinned = table.closest('[data-pinned-columns]')
        const edges = table.querySelector('tr')
        const first = edges?.firstElementChild?.getBoundingClientRect()
        const last = edges?.lastElementChild?.getBoundingClientRect()
        const inside = (box: DOMRect | undefined) =>
          box !== undefined &&
          box.width > 0 &&
          box.left >= regionBox.left - 0.5 &&
          box.right <= regionBox.right + 0.5
        const hint = pinned?.querySelector<HTMLElement>('[data-scroll-hint]')
        const hinted =
          hint !== null && hint !== undefined && hint.getBoundingClientRect().height > 0
        if (!pinned || !inside(first) || !inside(last) || !hinted) {
          problems.push(
            `a table is ${table.scrollWidth}px wide in its ${region.clientWidth}px region`,
          )
        }
      }
    }
    return problems
  }, mustFit)
}

async function shot(page: Page, locale: string, size: string, screen: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${size}-${locale}-${screen}.png`) })
}

for (const locale of ['en', 'hi'] as const) {
  test(`${locale}: no screen scrolls sideways and no tab label runs into another`, async ({
    page,
    request,
  }) => {
    test.setTimeout(480_000)
    const manager = parseSession(await sessionFor(request, 'salesManager'))
    // The lead with the longest name of the first page: names are what get cut short.
    const { items } = await leadsOf(request, manager, { limit: 50 })
    const lead = [...items].sort(
      (a, b) => b.profile.fullName.length - a.profile.fullName.length,
    )[0]!
    // A saved dashboard, so its list has a row to lay out (a long name, as names get).
    await saveDashboard(
      request,
      manager,
      `Layout check of the half-year by source ${locale} ${Date.now()}`,
    )
    await page.goto('/login')
    await storeSession(page, manager.raw)
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      LOCALE_KEY,
      locale,
    ] as const)

    const found: string[] = []
    const sizes = SIZES.filter((s) => s.tablet || locale === 'en')
    for (const screen of screens(lead._id, await customerOf(request, manager))) {
      // Each screen opens once and is then turned through the sizes, as a tablet is rotated: a
      // layout must follow the window, and one load a screen keeps this test inside CI's time.
      await resizeTo(page, { width: sizes[0]!.width, height: sizes[0]!.height })
      if (screen.as) {
        await storeSession(page, await sessionFor(request, screen.as))
        // The app starts the other user's session in its own language: choose this one again.
        await page.goto(screen.path)
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          LOCALE_KEY,
          locale,
        ] as const)
      }
      await page.goto(screen.path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      for (const size of sizes) {
        await resizeTo(page, { width: size.width, height: size.height })
        await settled(page)
        await screen.ready(page)
        const where = `${screen.name} at ${size.name} (${locale})`
        const { scrollWidth, clientWidth } = await pageOverflow(page)
        if (scrollWidth > clientWidth) {
          found.push(`${where}: the page is ${scrollWidth}px wide in a ${clientWidth}px window`)
        }
        for (const problem of await tabCollisions(page)) found.push(`${where}: ${problem}`)
        for (const problem of await tablesWithinTheirRegion(page, size.width >= 768))
          found.push(`${where}: ${problem}`)
        if (screen.axe && size.tablet && locale === 'en')
          for (const problem of await axeProblems(page)) found.push(`${where}: ${problem}`)
        await shot(page, locale, size.name, screen.name)
      }
    }
    expect(found).toEqual([])
  })
}

test('the lead page at 1024×768: actions beside the details, toasts clear of the header, axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const exec = parseSession(await sessionFor(request, 'salesExecutive'))
  // A lead no other spec works on: the fourth Qualified lead of the executive.
  const { items } = await leadsOf(request, exec, { leadStatus: 'Qualified', limit: 5 })
  const lead = items[3] ?? items[0]!
  await resizeTo(page, { width: 1024, height: 768 })
  await page.goto('/login')
  await storeSession(page, exec.raw)
  await page.goto(`/developer/manage-leads/${lead._id}`)
  const heading = page.getByRole('heading', { level: 1, name: lead.profile.fullName })
  await expect(heading).toBeVisible()

  // The actions sit beside the details: the calls panel starts within the first screen.
  const calls = page.getByRole('region', { name: 'Calls', exact: true })
  await expect(calls).toBeVisible()
  const callsBox = (await calls.boundingBox())!
  const profileBox = (await page
    .getByRole('region', { name: 'Profile', exact: true })
    .boundingBox())!
  expect(callsBox.y).toBeLessThan(768)
  expect(callsBox.x).toBeGreaterThan(profileBox.x + profileBox.width - 1)

  // Scrolled to the journey, the lead's header and its actions are still on screen.
  await page.getByRole('tab', { name: 'Journey' }).scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 2_000)
  await expect(heading).toBeInViewport()
  const jump = page.getByRole('navigation', { name: 'Lead actions' })
  await expect(jump.getByRole('link', { name: 'Follow-up' })).toBeInViewport()
  await jump.getByRole('link', { name: 'Follow-up' }).click()
  const tasks = page.getByRole('region', { name: 'Tasks', exact: true })
  await expect(tasks.getByLabel('Follow-up at')).toBeFocused()

  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])

  // A toast never covers the header's controls.
  await tasks.getByLabel('Follow-up at').fill(localInput(Date.now() + 3 * 60 * 60_000))
  await tasks.getByRole('button', { name: 'Schedule follow-up' }).click()
  // Measured in the same frame it is found: the toast is gone two seconds later.
  const toastTop = await page.waitForFunction(() => {
    const toast = [...document.querySelectorAll('[role=status]')].find((el) =>
      /Follow-up scheduled|Saved/.test(el.textContent ?? ''),
    )
    return toast ? toast.getBoundingClientRect().top : false
  })
  const headerBox = (await page.getByRole('banner').boundingBox())!
  expect(await toastTop.jsonValue()).toBeGreaterThanOrEqual(headerBox.y + headerBox.height)
})

// The worker is what this test is about: Hindi chosen offline is drawn from its precache.
test.describe(() => {
  test.use({ serviceWorkers: 'allow' })

  test('Hindi is drawn with the self-hosted Devanagari font, offline too, which English never asks for', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000)
    const manager = parseSession(await sessionFor(request, 'salesManager'))
    const fonts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname)
    })
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text())
    })
    await page.goto('/login')
    await storeSession(page, manager.raw)
    await page.goto('/developer/manage-leads')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForServiceWorker(page)
    expect(fonts).toEqual([])

    // Offline on a device that has never drawn Hindi: choosing it still draws Devanagari.
    await goOffline(context)
    // goOffline cuts the API only; the worker's own fetch of a file may still get through.
    await context.route('**/assets/noto-sans-devanagari-*', (route) =>
      route.abort('internetdisconnected'),
    )
    await page.reload()
    await offlineAgain(context)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
    expect(await devanagariLoaded(page)).toBe(false)
    await chooseLanguage(page, 'hi')
    await expect.poll(() => devanagariLoaded(page)).toBe(true)
    expect(fonts.some((f) => /noto-sans-devanagari.*\.woff2$/.test(f))).toBe(true)
    await goOnline(context)

    // Charts' SVG labels too: nivo's own "sans-serif" has no Devanagari here, so they were boxes.
    await page.goto('/developer/dashboard?preset=last6Months')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    const label = page.locator('main svg[role=img] text').first()
    await expect(label).toBeVisible({ timeout: 30_000 })
    expect(await label.evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
      'Noto Sans Devanagari',
    )
    expect(violations).toEqual([])
  })
})

async function chooseLanguage(page: Page, locale: 'en' | 'hi') {
  await page
    .getByRole('combobox', { name: 'Language' })
    .or(page.getByLabel('Language and theme'))
    .first()
    .click()
  await page.getByRole('combobox', { name: 'Language' }).selectOption(locale)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

function devanagariLoaded(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].some(
      (face) =>
        face.family.replace(/"/g, '') === 'Noto Sans Devanagari' && face.status === 'loaded',
    )
  })
}

/** A datetime-local value, in the browser's zone (the test and the browser share the machine's). */
function localInput(ms: number): string {
  const d = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/**
 * The post-sales screens, as post-sales staff see them (the manager above holds no post-sales
 * scope): customer queries, their list and a ticket (decision 0057), at the tablet sizes in both
 * languages, axe in English.
 */
for (const locale of ['en', 'hi'] as const) {
  test(`${locale}: the post-sales screens fit a tablet`, async ({ page, request }) => {
    test.setTimeout(240_000)
    const staff = parseSession(await sessionFor(request, 'postSales'))
    const list = await request.get(TICKET_PATHS.tickets(staff.slug), {
      headers: { authorization: `Bearer ${staff.accessToken}` },
    })
    // The ticket with the longest title of the first page: titles are what get cut short.
    const tickets = ZTicketList.parse(await list.json()).items
    const ticket = [...tickets].sort((a, b) => b.title.length - a.title.length)[0]!
    await page.goto('/login')
    await storeSession(page, staff.raw)
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      LOCALE_KEY,
      locale,
    ] as const)
    const postSales: Screen[] = [
      {
        name: 'queries',
        path: '/developer/queries',
        ready: (page) => visible(page, 'main table tbody tr'),
        axe: true,
      },
      {
        name: 'query',
        path: `/developer/queries/${ticket._id}`,
        ready: (page) => visible(page, 'main textarea'),
        axe: true,
      },
    ]
    const found: string[] = []
    for (const screen of postSales) {
      await resizeTo(page, { width: SIZES[0].width, height: SIZES[0].height })
      await page.goto(screen.path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      for (const size of SIZES.filter((s) => s.tablet)) {
        await resizeTo(page, { width: size.width, height: size.height })
        await settled(page)
        await screen.ready(page)
        const where = `${screen.name} at ${size.name} (${locale})`
        const { scrollWidth, clientWidth } = await pageOverflow(page)
        if (scrollWidth > clientWidth) {
          found.push(`${where}: the page is ${scrollWidth}px wide in a ${clientWidth}px window`)
        }
        for (const problem of await tablesWithinTheirRegion(page, true))
          found.push(`${where}: ${problem}`)
        if (screen.axe && locale === 'en')
          for (const problem of await axeProblems(page)) found.push(`${where}: ${problem}`)
        await shot(page, locale, size.name, screen.name)
      }
    }
    expect(found).toEqual([])
  })
}
