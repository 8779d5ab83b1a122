import { expect, it } from 'vitest'
import { workOrganisations } from './organisations.ts'

it('lists business and admin organisations once each, never customer ones', () => {
  expect(
    workOrganisations([
      { type: 'bussiness', orgId: 'org-1', orgName: 'Skyline Homes' },
      { type: 'dxpAdmin', orgId: 'org-1', orgName: 'Skyline Homes' },
      { type: 'customer', orgId: 'org-3', orgName: 'Green Acres' },
      { type: 'dxpAdmin', orgId: 'org-2', orgName: 'Riverfront Realty' },
    ]),
  ).toEqual([
    { orgId: 'org-1', orgName: 'Skyline Homes' },
    { orgId: 'org-2', orgName: 'Riverfront Realty' },
  ])
})
