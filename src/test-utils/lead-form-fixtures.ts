/* eslint-disable lingui/no-unlocalized-strings -- test data, not UI text */
import type { TLead } from '../../contract/leads.ts'
import { EMPTY_LEAD_FORM, type TLeadFormValues } from '../features/leads/model/lead-form.ts'

/** Test data for the lead form, the merge and the save: a lead as the server sends it (masked). */
export function sampleLead(overrides: Partial<TLead> = {}): TLead {
  return {
    _id: '7d1f6f7e-4a43-4b43-9a53-2f8a3c0e1d11',
    orgId: 'org-1',
    projectId: 'project-1',
    projectName: 'Skyline Residency',
    leadStatus: 'New Lead',
    subStatus: null,
    labels: ['Hot'],
    profile: {
      fullName: 'Rahul Sharma',
      gender: 'Male',
      age: 34,
      whatsAppNumber: 'XXXXXX3210',
      alternateNumber: 'XXXXXX1234',
      email: 'rXXXXXXXXXXa@gmail.com',
      sourceOfLead: 'Website',
      subSourceOfLead: null,
      currentLocation: 'Pune',
      agentName: 'Priya Nair',
    },
    propertyInterest: {
      budgetRange: { min: 5_000_000, max: 8_000_000 },
      purposeOfProperty: 'Self use',
      preferredUnitType: ['2 BHK'],
      preferredFloor: [],
      propertyStatus: null,
      otherPreferences: null,
      carpetAreaSqFtRange: null,
    },
    background: {
      occupation: 'Engineer',
      annualIncome: 2_400_000,
      qualification: null,
      fundingIsLoaned: true,
      possessionDate: null,
      workLocation: null,
      assignedTo: { _id: 'user-a', firstName: 'Priya', lastName: 'Nair' },
    },
    sensitive: { alternateNumber: true, email: true },
    masked: true,
    retained: false,
    version: 3,
    createdAt: '2025-01-10T09:00:00.000Z',
    updatedAt: '2025-02-01T10:30:00.000Z',
    ...overrides,
  }
}

/** The smallest form a create accepts. */
export function validCreateValues(overrides: Partial<TLeadFormValues> = {}): TLeadFormValues {
  return {
    ...EMPTY_LEAD_FORM,
    fullName: 'Ananya Iyer',
    whatsAppNumber: '9876543210',
    sourceOfLead: 'Website',
    ...overrides,
  }
}

/** Every field of every group filled in. */
export function fullValues(): TLeadFormValues {
  return validCreateValues({
    gender: 'Female',
    age: '31',
    alternateNumber: '9123456789',
    email: 'ananya@example.in',
    subSourceOfLead: 'Google Ads',
    currentLocation: 'Bengaluru',
    budgetMin: '60,00,000',
    budgetMax: '90,00,000',
    purposeOfProperty: 'Investment',
    preferredUnitType: ['3 BHK'],
    preferredFloor: ['Higher'],
    propertyStatus: 'Ready to move',
    otherPreferences: 'East facing',
    carpetAreaLower: '1100',
    carpetAreaUpper: '1400',
    occupation: 'Doctor',
    annualIncome: '36,00,000',
    qualification: 'MBBS',
    fundingIsLoaned: 'no',
    possessionMonth: '6',
    possessionYear: '2027',
    workLocation: 'Whitefield',
  })
}
