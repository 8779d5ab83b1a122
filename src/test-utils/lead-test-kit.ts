/* eslint-disable lingui/no-unlocalized-strings -- test data, not UI text */
import type { TLead } from '../../contract/leads.ts'
import { getDb } from '../lib/db.ts'
import { addLeadChunk } from '../features/leads/offline/lead-store.ts'

/** Leads for the lead feature's tests. */
export function testLead(overrides: Partial<TLead> & { _id: string }): TLead {
  const { profile, background, ...rest } = overrides
  return {
    orgId: 'org-1',
    projectId: 'p-1',
    projectName: 'Green Meadows',
    leadStatus: 'New Lead',
    subStatus: null,
    labels: [],
    propertyInterest: {
      budgetRange: { min: 5_000_000, max: 7_500_000 },
      purposeOfProperty: 'Self use',
      preferredUnitType: ['2 BHK'],
      preferredFloor: [],
      propertyStatus: null,
      otherPreferences: null,
      carpetAreaSqFtRange: null,
    },
    sensitive: { alternateNumber: false, email: true },
    masked: true,
    retained: false,
    version: 1,
    createdAt: '2024-03-01T10:00:00.000Z',
    updatedAt: '2024-03-01T10:00:00.000Z',
    ...rest,
    profile: {
      fullName: 'Asha Kulkarni',
      gender: 'Female',
      age: 34,
      whatsAppNumber: 'XXXXXX3210',
      alternateNumber: null,
      email: 'aXXXXi@example.com',
      sourceOfLead: 'Website',
      subSourceOfLead: null,
      currentLocation: 'Pune',
      agentName: 'Ravi Shah',
      ...profile,
    },
    background: {
      occupation: 'Engineer',
      annualIncome: 2_400_000,
      qualification: null,
      fundingIsLoaned: true,
      possessionDate: { month: 6, year: 2025 },
      workLocation: 'Hinjewadi',
      assignedTo: { _id: 'user-1', firstName: 'Ravi', lastName: 'Shah' },
      ...background,
    },
  }
}

/** An ISO time `minutes` after 2024-03-01 00:00 UTC. */
export function at(minutes: number): string {
  return new Date(Date.UTC(2024, 2, 1) + minutes * 60_000).toISOString()
}

/** Leads as a sync would have stored them for a user: one chunk of a full pass. */
export function storeSyncedLeads(ownerId: string, leads: TLead[], scope = 'mine') {
  return addLeadChunk({ ownerId, scope, pass: 1 }, leads)
}

/** Empties every lead table of the device between tests. */
export async function clearDeviceLeads(): Promise<void> {
  const db = getDb()
  await Promise.all(
    [db.leads, db.leadSync, db.leadChunks, db.leadBodies, db.leadHeads].map((t) => t.clear()),
  )
}
