import { screen, waitFor, within } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { LEAD_STATUS_LABELS } from '../../../lib/enum-labels.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { BucketPanel, type TBuckets } from './bucket-panel.tsx'

type TName = 'Booked' | 'Dropped'

function Panel({ load }: { load: () => Promise<TBuckets<TName>> }) {
  const query = useQuery({ queryKey: ['buckets', load], queryFn: load })
  return (
    <BucketPanel
      title="Lead overview"
      query={query}
      labels={LEAD_STATUS_LABELS}
      empty="No leads in this period"
      linkOf={(name, card) => (
        <a href={`#${name}`} data-bucket={name}>
          {card}
        </a>
      )}
    />
  )
}

describe('BucketPanel', () => {
  it('shows the total and every bucket, each a link to what it counts', async () => {
    renderWithProviders(
      <Panel
        load={async () => ({
          items: [
            { name: 'Booked', count: 1200 },
            { name: 'Dropped', count: 0 },
          ],
          total: 1250,
        })}
      />,
    )
    const region = await screen.findByRole('region', { name: 'Lead overview' })
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(3))
    const links = within(region).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['Total1,250', 'Booked1,200', 'Dropped0'])
    expect(links.map((l) => l.getAttribute('data-bucket'))).toEqual(['total', 'Booked', 'Dropped'])
  })

  it('says so when the period holds nothing', async () => {
    renderWithProviders(
      <Panel
        load={async () => ({
          items: [
            { name: 'Booked', count: 0 },
            { name: 'Dropped', count: 0 },
          ],
          total: 0,
        })}
      />,
    )
    expect(await screen.findByText('No leads in this period')).toBeTruthy()
    expect(screen.queryAllByRole('link')).toHaveLength(0)
  })

  it('shows a failure in place with a retry', async () => {
    renderWithProviders(
      <Panel
        load={async () => {
          throw new Error('boom')
        }}
      />,
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
