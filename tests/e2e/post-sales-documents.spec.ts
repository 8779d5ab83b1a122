import { expect, test, type Page } from '@playwright/test'
import { patternPng } from '../../server/src/modules/admin-setup/content/png.ts'
import { goOffline, offlineAgain, waitForServiceWorker } from './fixtures/network.ts'
import { signIn } from './fixtures/sign-in.ts'
import { bothTabletSizesFit, resizeTo, seriousViolations } from './fixtures/screen-checks.ts'

/**
 * Common documents and construction progress (issue 21 items 4 and 5) on the real PWA, server
 * and seed. Post-sales uploads a PDF (its progress to 100 %), renames and deactivates it after
 * confirming, and notifies the project's customers; the administrator posts a milestone with a
 * photo whose upload is cut once and resumed, sees the photo, and deletes the milestone after
 * confirming. Axe clean; no sideways scrolling at either tablet size; both screens open offline
 * with their age and say that changes need the network.
 */

const main = (page: Page) => page.getByRole('main')
const tag = () => Date.now().toString(36).slice(-5)
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
const PHOTO = patternPng('e2e-construction-photo', 320, 200)

async function offlineWithAge(page: Page, context: Parameters<typeof goOffline>[0]) {
  await goOffline(context)
  await page.reload()
  await offlineAgain(context)
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /Data as of/ })
      .first(),
  ).toBeVisible({ timeout: 20_000 })
}

test('post-sales uploads, renames and deactivates a document, and notifies the customers', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  await resizeTo(page, { width: 1024, height: 768 })
  await signIn(context, request, 'postSales')
  await page.goto('/developer/post-sales/documents')
  // The reads go through the worker once it controls the page, so they are stored.
  await waitForServiceWorker(page)
  await page.reload()
  await expect(
    main(page).getByRole('heading', { name: 'Common documents', level: 1 }),
  ).toBeVisible()
  const table = main(page).getByRole('region', { name: 'Common documents' })
  // The seed's documents, two of them inactive.
  const status = (row: string | RegExp, text: 'Active' | 'Inactive') =>
    expect(table.getByRole('row', { name: row }).getByText(text, { exact: true })).toBeVisible()
  await status(/Possession handbook/, 'Active')
  await status(/Society bye-laws/, 'Inactive')

  // Upload: the name, the PDF (its bar goes to 100 %), then saved.
  const name = `Handover checklist ${tag()}`
  await main(page).getByRole('button', { name: 'Upload document' }).click()
  const form = main(page).getByRole('form', { name: 'Upload a document' })
  await form.getByRole('button', { name: 'Save document' }).click()
  await expect(form).toContainText('This field cannot be left blank')
  await form.getByLabel('Document name').fill(name)
  await form
    .getByLabel('PDF file')
    .setInputFiles({ name: 'handover.pdf', mimeType: 'application/pdf', buffer: PDF })
  const bar = form.getByRole('progressbar', { name: 'Uploading handover.pdf' })
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await expect(form.getByText('Uploaded and checked')).toBeVisible()
  expect(await seriousViolations(page), 'axe with the upload form').toEqual([])
  await form.getByRole('button', { name: 'Save document' }).click()
  await expect(form).toBeHidden()
  await status(name, 'Active')

  // Rename.
  const renamed = `${name} (signed)`
  await table.getByRole('button', { name: `Rename ${name}` }).click()
  const rename = page.getByRole('dialog', { name: 'Rename document' })
  await rename.getByLabel('Document name').fill(renamed)
  await rename.getByRole('button', { name: 'Save name' }).click()
  await expect(table.getByRole('link', { name: renamed })).toBeVisible()

  // Deactivate asks first; keeping it changes nothing.
  await table.getByRole('button', { name: `Deactivate ${renamed}` }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(`Deactivate ${renamed}?`)
  await confirm.getByRole('button', { name: 'Keep it active' }).click()
  await status(renamed, 'Active')
  await table.getByRole('button', { name: `Deactivate ${renamed}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click()
  await status(renamed, 'Inactive')
  await expect(
    table.getByRole('button', { name: `Notify customers about ${renamed}` }),
  ).toBeDisabled()

  // Notify the customers of an active document: one SMS each, through the SMS sender.
  await table.getByRole('button', { name: 'Notify customers about Possession handbook' }).click()
  const notify = page.getByRole('dialog', { name: 'Notify customers?' })
  await notify.getByRole('button', { name: /^Send to \d+ customers$/ }).click()
  await expect(page.getByText(/^Shared with \d+ customers$/)).toBeVisible()
  await expect(table.getByRole('row', { name: /Possession handbook/ })).toContainText(
    /\d+ customers/,
  )
  expect(await seriousViolations(page), 'axe').toEqual([])
  await bothTabletSizesFit(page)

  // Offline: the stored list with its age; changes need the network and say so.
  await offlineWithAge(page, context)
  await expect(table.getByRole('link', { name: renamed })).toBeVisible()
  await expect(
    main(page).getByText(
      'Uploading, changing and sharing documents needs a connection. You are offline.',
    ),
  ).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'Upload document' })).toBeDisabled()
})

test('the administrator posts progress with a photo, resumed after a dropped upload, and deletes it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  await resizeTo(page, { width: 768, height: 1024 })
  await signIn(context, request, 'admin')
  await page.goto('/developer/post-sales/construction-milestone-and-progress')
  await waitForServiceWorker(page)
  await page.reload()
  await expect(
    main(page).getByRole('heading', { name: 'Construction progress', level: 1 }),
  ).toBeVisible()
  // The seed's milestones, their photos drawn.
  await expect(
    main(page).getByRole('heading', { name: 'Podium slab cast', level: 2 }),
  ).toBeVisible()
  const seeded = main(page).getByRole('img', { name: 'Podium slab cast, photo 1' })
  await expect(seeded).toBeVisible()
  await expect.poll(() => seeded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)

  const title = `Terrace waterproofing ${tag()}`
  await main(page).getByRole('button', { name: 'Add progress' }).click()
  const form = main(page).getByRole('form', { name: 'Add construction progress' })
  await form.getByRole('button', { name: 'Post progress' }).click()
  await expect(form).toContainText('This field cannot be left blank')
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Completion date').fill('2026-06-15')
  await form.getByLabel('Description').fill('Membrane laid and flood-tested on the terrace.')

  // The connection drops during the photo's first part: the upload pauses, then resumes.
  let cut = false
  await context.route('**/content-store/v1/objects/post-sales/*/parts/*', async (route) => {
    if (cut) return route.continue()
    cut = true
    return route.abort('internetdisconnected')
  })
  await form
    .getByLabel('Photos and videos')
    .setInputFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: PHOTO })
  await expect(form.getByText(/The connection dropped at \d+%/)).toBeVisible()
  await form.getByRole('button', { name: 'Resume upload' }).click()
  const bar = form.getByRole('progressbar', { name: 'Uploading terrace.png' })
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await expect(form.getByText('Uploaded and checked')).toBeVisible()
  expect(await seriousViolations(page), 'axe with the form').toEqual([])
  await form.getByRole('button', { name: 'Post progress' }).click()
  await expect(form).toBeHidden()

  // The new milestone, its photo drawn from the server's copy.
  const entry = main(page).getByRole('listitem').filter({ hasText: title })
  const photo = entry.getByRole('img', { name: `${title}, photo 1` })
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
  expect(await seriousViolations(page), 'axe').toEqual([])
  await bothTabletSizesFit(page)

  // Deleting asks first.
  await entry.getByRole('button', { name: `Delete ${title}` }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(`Delete ${title}?`)
  await confirm.getByRole('button', { name: 'Keep it' }).click()
  await expect(entry).toBeVisible()
  await entry.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete progress' }).click()
  await expect(main(page).getByRole('heading', { name: title })).toHaveCount(0)

  // Offline: the stored entries with their age; posting needs the network.
  await offlineWithAge(page, context)
  await expect(
    main(page).getByRole('heading', { name: 'Podium slab cast', level: 2 }),
  ).toBeVisible()
  await expect(
    main(page).getByText('Posting and deleting progress needs a connection. You are offline.'),
  ).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'Add progress' })).toBeDisabled()
})
