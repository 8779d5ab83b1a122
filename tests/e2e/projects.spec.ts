import { expect, test, type Page } from '@playwright/test'
import { signIn } from './fixtures/sign-in.ts'
import { pageOverflow, resizeTo, seriousViolations } from './fixtures/screen-checks.ts'
import { WITHOUT_SERVICE_WORKER } from './fixtures/network.ts'

test.use(WITHOUT_SERVICE_WORKER)

/**
 * Projects (issue 19): an admin adds a project in steps, leaves after the second, resumes at
 * the third from the landing's Resume, is told a bad GSTIN on its field, finishes, and reads
 * every value on the details screen. Axe clean; no sideways scroll at either tablet size.
 */

const main = (page: Page) => page.getByRole('main')

async function checkScreen(page: Page) {
  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await resizeTo(page, size)
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
  }
  expect(await seriousViolations(page)).toEqual([])
}

test('an admin adds a project in steps, leaves, resumes, and reads its details', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  await resizeTo(page, { width: 1024, height: 768 })
  await signIn(context, request, 'admin')
  const name = `Godrej Aranya ${Date.now() % 100_000}`

  await page.goto('/developer/projects')
  await main(page).getByRole('link', { name: 'Add project' }).click()
  await expect(page).toHaveURL(/\/developer\/projects\/add-project$/)
  await expect(main(page).getByRole('heading', { name: /Step 1 of 5/ })).toBeVisible()
  await checkScreen(page)

  // Step 1: basic details.
  await main(page).getByLabel('Project name').fill(name)
  await main(page).getByLabel('Project status').selectOption('Pre Launch')
  await main(page).getByLabel('Start date').fill('2026-12-01')
  await main(page).getByLabel('Completion date').fill('2030-03-31')
  await main(page).getByRole('button', { name: 'Save and continue' }).click()

  // Step 2: location, then leave.
  await expect(main(page).getByRole('heading', { name: /Step 2 of 5/ })).toBeVisible()
  await expect(page).toHaveURL(/\/developer\/projects\/[^/]+\/edit\?step=location/)
  const projectId = /projects\/([^/]+)\/edit/.exec(page.url())![1]!
  await main(page).getByLabel('Latitude').fill('18.5590')
  await main(page).getByLabel('Longitude').fill('73.7868')
  await main(page).getByLabel('Site address').fill('Survey No. 112/2, Baner Road')
  await main(page)
    .getByLabel('Registered office address')
    .fill('Godrej One, Vikhroli East, Mumbai 400079')
  await main(page).getByLabel('City').fill('Pune')
  await main(page).getByLabel('State').selectOption('Maharashtra')
  await main(page).getByLabel('Pincode').fill('411045')
  await main(page).getByRole('button', { name: 'Save and continue' }).click()
  await expect(main(page).getByRole('heading', { name: /Step 3 of 5/ })).toBeVisible()
  await page.goto('/developer/projects')

  // The landing shows the draft's stage and resumes it at step 3.
  const card = main(page).getByRole('article', { name: name })
  await expect(card.getByText('2 of 5 steps saved')).toBeVisible()
  await card.getByRole('link', { name: /Resume/ }).click()
  await expect(main(page).getByRole('heading', { name: /Step 3 of 5: Legal/ })).toBeVisible()
  await checkScreen(page)

  // Step 3: a bad GSTIN is named on its field; then the right one.
  await main(page).getByLabel('RERA number').fill('P52100012345')
  await main(page)
    .getByLabel('RERA link')
    .fill('https://maharera.maharashtra.gov.in/projects/P52100012345')
  await main(page).getByLabel('Company').fill('Godrej Aranya Realty Pvt Ltd')
  await main(page).getByLabel('GSTIN').fill('27AAPFU0939F1ZW')
  await main(page).getByLabel('CIN').fill('U45200MH2019PTC123456')
  await main(page).getByLabel('CTS numbers').fill('CTS 1021/A')
  await main(page).getByRole('button', { name: 'Save and continue' }).click()
  await expect(main(page).getByText('Please enter a valid GSTIN')).toBeVisible()
  await expect(main(page).getByLabel('GSTIN')).toHaveAttribute('aria-invalid', 'true')
  await main(page).getByLabel('GSTIN').fill('27aapfu0939f1zv')
  await main(page).getByRole('button', { name: 'Save and continue' }).click()

  // Step 4: contact and social.
  await expect(main(page).getByRole('heading', { name: /Step 4 of 5/ })).toBeVisible()
  await main(page).getByLabel('Website').fill('https://www.godrejaranya.in')
  await main(page).getByLabel('Email').fill('sales@godrejaranya.in')
  await main(page)
    .getByLabel(/^Contact number/)
    .fill('9820012345')
  await main(page).getByLabel('Instagram').fill('https://www.instagram.com/godrejaranya')
  await main(page).getByRole('button', { name: 'Save and continue' }).click()

  // Step 5: publish.
  await expect(main(page).getByRole('heading', { name: /Step 5 of 5/ })).toBeVisible()
  await main(page).getByRole('button', { name: 'Save and finish' }).click()

  // The details screen shows the values.
  await expect(page).toHaveURL(new RegExp(`/developer/projects/${projectId}$`))
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible()
  for (const value of [
    'P52100012345',
    '27AAPFU0939F1ZV',
    'U45200MH2019PTC123456',
    'Survey No. 112/2, Baner Road',
    'Maharashtra',
    '411045',
    '+91 9820012345',
    'sales@godrejaranya.in',
    'https://www.instagram.com/godrejaranya',
    'CTS 1021/A',
    'Published',
  ]) {
    await expect(main(page).getByText(value, { exact: true }).first()).toBeVisible()
  }
  await checkScreen(page)
})
