import { expect, test, type Page } from '@playwright/test'
import { FIELD_ACTION_EVENTS } from '../../contract/field-actions.ts'
import { codeTexted, journeyOf, openFollowUp, startedVisit } from './fixtures/field-actions.ts'
import { leadById, leadsOf } from './fixtures/leads.ts'
import { goOffline, goOnline, waitForServiceWorker } from './fixtures/network.ts'
import { parseSession, type StoredSession } from './fixtures/notifications.ts'
import { sessionFor, storeSession } from './fixtures/sign-in.ts'

/**
 * Issue 7's "done when": a sales executive, with the network cut, logs a call, schedules a
 * follow-up, completes a task, verifies a site visit with the customer's code, answers the
 * questionnaire and drops the lead; on reconnecting every action reaches the server once and in
 * order, and the manager sees them.
 */

async function openAs(page: Page, who: StoredSession, path: string) {
  await page.goto('/login')
  await storeSession(page, who.raw)
  await page.goto(path)
  await waitForServiceWorker(page)
  await page.reload()
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** A datetime-local value, in the browser's zone (the test and the browser share the machine's). */
function localInput(ms: number): string {
  const d = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

test('field actions made offline reach the server once, in order, and the manager sees them', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const exec = parseSession(await sessionFor(request, 'salesExecutive'))
  const manager = parseSession(await sessionFor(request, 'salesManager'))
  const { items } = await leadsOf(request, exec, { leadStatus: 'Open', limit: 5 })
  const lead = items[0]!
  const name = lead.profile.fullName
  const lastDigits = lead.profile.whatsAppNumber.slice(-4)
  const visit = await startedVisit(request, exec, lead._id)
  const task = await openFollowUp(request, exec, lead._id)

  await openAs(page, exec, `/developer/manage-leads/${lead._id}`)
  await expect(page.getByRole('heading', { name })).toBeVisible()

  // Online: the code request reaches the server, which texts the customer.
  const visits = panel(page, 'Site visits')
  await expect(visits.getByText('In Progress')).toBeVisible()
  const sentAfter = Date.now() - 1_000
  await visits.getByRole('button', { name: 'Send code to the customer' }).click()
  await expect
    .poll(() => codeTexted(request, lastDigits, sentAfter), { timeout: 20_000 })
    .not.toBeNull()
  const code = (await codeTexted(request, lastDigits, sentAfter))!

  // Everything from here is made offline.
  const offlineAt = Date.now()
  await goOffline(context)

  const calls = panel(page, 'Calls')
  await calls.getByLabel('Call status').selectOption('Connected')
  await calls.getByLabel('Duration (minutes)').fill('4')
  await calls.getByLabel('Notes').fill('Discussed the 2 BHK price sheet')
  await calls.getByRole('button', { name: 'Log call' }).click()
  await expect(calls.getByText('Waiting to sync')).toBeVisible()

  const tasks = panel(page, 'Tasks')
  await tasks.getByLabel('Follow-up at').fill(localInput(Date.now() + 2 * 60 * 60_000))
  await tasks.getByRole('button', { name: 'Schedule follow-up' }).click()
  await expect(tasks.getByText('Waiting to sync')).toBeVisible()
  await tasks
    .getByRole('button', { name: /^Complete the follow-up due/ })
    .first()
    .click()
  await expect(tasks.getByText('Waiting to sync')).toHaveCount(2)

  await visits.getByLabel('Code from the customer').fill(code)
  await visits.getByRole('button', { name: 'Complete visit' }).click()
  await expect(visits.getByText('Visit Done')).toBeVisible()

  const stage = panel(page, 'Stage')
  await stage.getByLabel('New stage').selectOption('Dropped')
  await stage.getByLabel('Drop reason').selectOption('Bought elsewhere')
  await stage.getByLabel('Did the customer choose another project?').selectOption('yes')
  await stage.getByLabel('Which project did they choose?').fill('Lakeview Towers')
  await stage.getByLabel('Can we approach the customer again later?').selectOption('No')
  await stage.getByRole('button', { name: 'Drop lead' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Drop lead' }).click()
  await expect(stage.getByText('Waiting to sync')).toBeVisible()

  // Nothing has reached the server yet.
  const made = <T extends { createdAt: string }>(events: T[]) =>
    events.filter((e) => Date.parse(e.createdAt) >= offlineAt)
  expect(made(await journeyOf(request, exec, lead._id))).toEqual([])

  await goOnline(context)
  await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 })

  // Logging a call records the call and its disposition at the same moment: one action.
  const expected = [
    FIELD_ACTION_EVENTS.disposition,
    FIELD_ACTION_EVENTS.followUpScheduled,
    FIELD_ACTION_EVENTS.taskCompleted,
    FIELD_ACTION_EVENTS.siteVisitDone,
    FIELD_ACTION_EVENTS.questionnaireAnswered,
    FIELD_ACTION_EVENTS.statusChanged,
  ]
  const kinds = async () =>
    made(await journeyOf(request, manager, lead._id))
      .map((e) => e.eventType)
      .filter((kind) => (expected as readonly string[]).includes(kind))
  await expect.poll(kinds, { timeout: 20_000 }).toEqual(expected)
  const callEvents = async () =>
    made(await journeyOf(request, manager, lead._id)).filter(
      (e) => e.eventType === FIELD_ACTION_EVENTS.call,
    ).length
  expect(await callEvents()).toBe(1)
  // A reload replays nothing twice.
  await page.reload()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  expect(await kinds()).toEqual(expected)
  expect(await callEvents()).toBe(1)
  const now = await leadById(request, manager, lead._id)
  expect([now.leadStatus, now.subStatus]).toEqual(['Dropped', 'Bought elsewhere'])

  // The manager sees it all on the lead's page.
  const managerContext = await browser.newContext()
  const managerPage = await managerContext.newPage()
  await managerPage.goto('/login')
  await storeSession(managerPage, manager.raw)
  await managerPage.goto(`/developer/manage-leads/${lead._id}`)
  await expect(managerPage.getByRole('heading', { name })).toBeVisible()
  await expect(managerPage.getByText('Dropped').first()).toBeVisible()
  await expect(
    panel(managerPage, 'Calls').getByText('Discussed the 2 BHK price sheet'),
  ).toBeVisible()
  await expect(panel(managerPage, 'Site visits').getByText('Visit Done')).toBeVisible()
  const managerTasks = panel(managerPage, 'Tasks')
  await expect(managerTasks.getByText('Share the price sheet')).toBeVisible()
  await expect(managerTasks.getByRole('listitem').filter({ hasText: 'Completed' })).not.toHaveCount(
    0,
  )
  expect(visit.leadId).toBe(lead._id)
  expect(task.leadId).toBe(lead._id)
  await managerContext.close()
})
