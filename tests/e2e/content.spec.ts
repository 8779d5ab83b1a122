import { expect, test, type Page } from '@playwright/test'
import { signIn } from './fixtures/sign-in.ts'
import { pageOverflow, resizeTo, seriousViolations } from './fixtures/screen-checks.ts'
import { WITHOUT_SERVICE_WORKER } from './fixtures/network.ts'

test.use(WITHOUT_SERVICE_WORKER)

/**
 * A project's content (issue 19 item 6) on the real PWA, server and seed, as the administrator:
 * the Content screen opens from the project's details with the seeded brochure, creatives and
 * plans; a creative is uploaded (checked by its bytes), the brochure is made again from the
 * content and opens as a PDF. Axe clean; no sideways scrolling at either tablet size.
 */

const main = (page: Page) => page.getByRole('main')
// A real 1×1 PNG: the server keeps a creative only when its bytes are an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
)

test('an admin uploads a creative, makes the brochure and opens the PDF', async ({
  page,
  context,
  request,
}) => {
  // About 50 s alone (an upload, a PDF made and opened, axe at two sizes): room for CI's load.
  test.setTimeout(120_000)
  await resizeTo(page, { width: 1024, height: 768 })
  await signIn(context, request, 'admin')
  await page.goto('/developer/projects')
  // The first project card's details (the landing lists the seeded projects).
  const firstProject = () =>
    main(page)
      .locator('a[href^="/developer/projects/"]')
      .evaluateAll((links) =>
        links
          .map((a) => a.getAttribute('href') ?? '')
          .find((h) => /^\/developer\/projects\/[0-9a-f-]{36}$/.test(h)),
      )
  await expect.poll(firstProject).toBeTruthy()
  const href = await firstProject()
  await page.goto(href!)
  await main(page).getByRole('link', { name: 'Brochure and content' }).click()
  await expect(main(page).getByRole('heading', { level: 1, name: /^Content of / })).toBeVisible()
  const creatives = main(page).getByRole('region', { name: 'Creatives' })
  await expect(creatives).toContainText('4 of 4 selected')

  // A creative: the label, the file, its progress, then the card.
  const label = `Lobby ${Date.now().toString(36)}`
  const upload = creatives.getByRole('form', { name: 'Upload creative' })
  await upload.getByLabel('Name').fill(label)
  await upload
    .getByLabel('File')
    .setInputFiles({ name: 'lobby.png', mimeType: 'image/png', buffer: PNG })
  await upload.getByRole('button', { name: 'Upload creative' }).click()
  await expect(creatives.getByText(label, { exact: true })).toBeVisible()

  // The brochure, made again from the content, replaces the seeded one and opens as a PDF.
  const brochure = main(page).getByRole('region', { name: 'Brochure' })
  const before = await brochure.getByRole('link', { name: 'Open PDF' }).getAttribute('href')
  await brochure.getByRole('button', { name: 'Make a new brochure' }).click()
  const made = page.getByText('Brochure made; it replaced the one before')
  await expect(made).toBeVisible()
  const link = brochure.getByRole('link', { name: 'Open PDF' })
  await expect(link).not.toHaveAttribute('href', before!)
  const pdf = await page.request.get((await link.getAttribute('href'))!)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // Axe judges contrast against what is drawn: the toast (two seconds) covers the button.
  await expect(made).toBeHidden()
  // Nor is the button judged in its hover colour.
  await page.mouse.move(0, 0)
  expect(await seriousViolations(page), 'axe on the Content screen').toEqual([])
  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await resizeTo(page, size)
    expect(
      await pageOverflow(page),
      `overflow at ${size.width}x${size.height}`,
    ).toBeLessThanOrEqual(0)
  }
})
