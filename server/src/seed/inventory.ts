import { createHash } from 'node:crypto'
import type { Faker } from '@faker-js/faker'
import { gstinCheckCharacter } from '../../../contract/projects.ts'
import type { buildings, floors, parkings, projects, units } from '../db/schema.ts'
import type { TOrgSeed } from './org.ts'
import { DAY_MS, addMonths, istDate, roundTo } from './random.ts'
import { CARPET_AREA_SQFT, FACINGS } from './reference-data.ts'

/** Where and what each project is; faker has no city-state pairs, RERA formats or land rates. */
interface TSite {
  org: 0 | 1
  city: string
  state: string
  centre: [latitude: number, longitude: number]
  pincodes: [first: number, last: number]
  /** The state RERA's registration number format. */
  rera: (f: Faker, registeredOn: Date) => string
  /** Where the state RERA publishes a registered project. */
  reraSite: string
  /** GST state code and the state's code in a CIN. */
  gstState: string
  cinState: string
  /** The developer's registered office (the SPV's), in the same city. */
  office: string
  /** City survey (CTS) numbers of the land, as the local land records name them. */
  cts: string[]
  /** Rupees per sq ft of carpet area, the basis RERA prices are quoted on. */
  ratePerSqFt: number
  projectStatus: string
  startMonthsAgo: number
  completionMonthsAhead: number
  bookedShare: number
  towers: number
  floors: [min: number, max: number]
  /** Flat types around one floor plate (BHK per flat), one plate per tower. */
  plates: number[][]
  wingStyle: boolean
}

const SITES: TSite[] = [
  {
    org: 0,
    city: 'Pune',
    state: 'Maharashtra',
    centre: [18.5204, 73.8567],
    pincodes: [411001, 411062],
    rera: (f) => f.helpers.replaceSymbols('P52100######'),
    reraSite: 'https://maharera.maharashtra.gov.in/projects',
    gstState: '27',
    cinState: 'MH',
    office: 'Office No. 402, Amar Business Zone, Baner Road, Pune 411045',
    cts: ['CTS 1021/A', 'CTS 1022'],
    ratePerSqFt: 10_500,
    projectStatus: 'Under Construction',
    startMonthsAgo: 20,
    completionMonthsAhead: 24,
    bookedShare: 0.45,
    towers: 3,
    floors: [16, 22],
    plates: [
      [1, 2, 2, 1],
      [2, 2, 2, 2],
      [1, 1, 2, 2, 2, 2],
    ],
    wingStyle: true,
  },
  {
    org: 0,
    city: 'Bengaluru',
    state: 'Karnataka',
    centre: [12.9716, 77.5946],
    pincodes: [560001, 560103],
    rera: (f, registeredOn) =>
      `PRM/KA/RERA/1251/${f.helpers.arrayElement(['309', '310', '446', '472'])}/PR/` +
      `${istDate(registeredOn).slice(2).replaceAll('-', '')}/${f.string.numeric(6)}`,
    reraSite: 'https://rera.karnataka.gov.in/projects',
    gstState: '29',
    cinState: 'KA',
    office: '3rd Floor, Prestige Meridian II, MG Road, Bengaluru 560001',
    cts: ['Sy. No. 84/2', 'Sy. No. 85/1'],
    ratePerSqFt: 12_500,
    projectStatus: 'New Launch',
    startMonthsAgo: 3,
    completionMonthsAhead: 42,
    bookedShare: 0.15,
    towers: 2,
    floors: [18, 24],
    plates: [
      [2, 3, 3, 2],
      [2, 2, 3, 3, 2, 2],
    ],
    wingStyle: false,
  },
  {
    org: 0,
    city: 'Hyderabad',
    state: 'Telangana',
    centre: [17.385, 78.4867],
    pincodes: [500001, 500098],
    rera: (f) => f.helpers.replaceSymbols('P024000#####'),
    reraSite: 'https://rerait.telangana.gov.in/projects',
    gstState: '36',
    cinState: 'TG',
    office: 'Plot 17, Road No. 2, Banjara Hills, Hyderabad 500034',
    cts: ['Sy. No. 211/AA'],
    ratePerSqFt: 9_500,
    projectStatus: 'Ready to Move',
    startMonthsAgo: 50,
    completionMonthsAhead: -3,
    bookedShare: 0.8,
    towers: 2,
    floors: [12, 15],
    plates: [
      [2, 3, 3, 2],
      [3, 3, 3, 3],
    ],
    wingStyle: false,
  },
  {
    org: 1,
    city: 'Noida',
    state: 'Uttar Pradesh',
    centre: [28.5355, 77.391],
    pincodes: [201301, 201318],
    rera: (f) => `UPRERAPRJ${f.string.numeric(6)}`,
    reraSite: 'https://www.up-rera.in/projects',
    gstState: '09',
    cinState: 'UP',
    office: 'Tower B, Logix Cyber Park, Sector 62, Noida 201309',
    cts: ['Khasra No. 412', 'Khasra No. 413'],
    ratePerSqFt: 11_000,
    projectStatus: 'Under Construction',
    startMonthsAgo: 10,
    completionMonthsAhead: 30,
    bookedShare: 0.35,
    towers: 2,
    floors: [14, 20],
    plates: [
      [2, 3, 3, 2],
      [2, 2, 3, 3],
    ],
    wingStyle: false,
  },
]

const PROJECT_NAMES = [
  'Aranya',
  'Skyline',
  'Greenwoods',
  'Serenity',
  'Vista',
  'Utsav',
  'Riverside',
  'Gulmohar',
  'Pinnacle',
  'Crest',
]
/** Buyers pay more for these (light, vastu); the rest sell at the base rate. */
const PREMIUM_FACINGS = new Set(['East', 'North', 'North-East'])
const FLOOR_RISE_PER_SQFT = 35
const BUILT_UP_FACTOR = 1.12
const SUPER_BUILT_UP_FACTOR = 1.35

export interface TProjectSeed {
  id: string
  orgId: string
  city: string
  projectStatus: string
  ratePerSqFt: number
  completion: Date
  unitTypes: string[]
  /** Share of the units that are booked. */
  bookedShare: number
}

export interface TInventoryRows {
  projects: (typeof projects.$inferInsert)[]
  buildings: (typeof buildings.$inferInsert)[]
  floors: (typeof floors.$inferInsert)[]
  units: (typeof units.$inferInsert)[]
  parkings: (typeof parkings.$inferInsert)[]
}

export function buildInventory(
  f: Faker,
  orgs: readonly TOrgSeed[],
  today: Date,
): { projects: TProjectSeed[]; rows: TInventoryRows } {
  const rows: TInventoryRows = { projects: [], buildings: [], floors: [], units: [], parkings: [] }
  const names = f.helpers.arrayElements(PROJECT_NAMES, SITES.length)
  const seeds = SITES.map((site, index) => {
    const org = orgs[site.org]
    if (!org) throw new Error(`No organisation ${site.org + 1} for ${site.city}`)
    const id = f.string.uuid()
    const start = addMonths(today, -site.startMonthsAgo)
    const completion = addMonths(today, site.completionMonthsAhead)
    const [latitude, longitude] = f.location.nearbyGPSCoordinate({
      origin: site.centre,
      radius: 12,
      isMetric: true,
    })
    const name = `${org.brand} ${names[index] ?? 'Residency'}`
    const reraNo = site.rera(f, new Date(start.getTime() - 45 * DAY_MS))
    rows.projects.push({
      id,
      orgId: org.id,
      name,
      projectStatus: site.projectStatus,
      reraNo,
      reraLink: `${site.reraSite}/${encodeURIComponent(reraNo)}`,
      // Indian developers build each project in its own company (an SPV).
      company: `${org.name} (${site.city}) Pvt Ltd`,
      siteAddress: `Survey No. ${f.number.int({ min: 12, max: 340 })}/${f.number.int({ min: 1, max: 9 })}, ${f.location.street()}`,
      city: site.city,
      state: site.state,
      pincode: String(f.number.int({ min: site.pincodes[0], max: site.pincodes[1] })),
      latitude: Number(latitude.toFixed(6)),
      longitude: Number(longitude.toFixed(6)),
      startDate: istDate(start),
      completionDate: istDate(completion),
      ...registration(site, id, name, start),
      createdAt: new Date(start.getTime() - 60 * DAY_MS),
      updatedAt: new Date(today.getTime() - f.number.int({ min: 1, max: 20 }) * DAY_MS),
    })
    const unitTypes = new Set<string>()
    for (let tower = 0; tower < site.towers; tower++) {
      const plate = site.plates[tower % site.plates.length] ?? [2, 2, 2, 2]
      plate.forEach((bhk) => unitTypes.add(`${bhk} BHK`))
      addTower(f, rows, { projectId: id, site, letter: String.fromCharCode(65 + tower), plate })
    }
    return {
      id,
      orgId: org.id,
      city: site.city,
      projectStatus: site.projectStatus,
      ratePerSqFt: site.ratePerSqFt,
      completion,
      unitTypes: [...unitTypes].sort(),
      bookedShare: share(
        rows.units.filter((u) => u.projectId === id),
        (u) => u.status === 'booked',
      ),
    }
  })
  return { projects: seeds, rows }
}

/**
 * The legal and contact fields of a finished project (spec 002 section 3), made from its id
 * rather than the faker, so adding them moved nothing else the seed makes: GSTIN with its check
 * character, CIN of a private company, the project's own site, mail and social pages.
 */
function registration(site: TSite, id: string, name: string, start: Date) {
  const hash = createHash('sha256').update(id).digest()
  const letters = (from: number, n: number) =>
    Array.from(hash.subarray(from, from + n), (b) => String.fromCharCode(65 + (b % 26))).join('')
  const digits = (from: number, n: number) =>
    Array.from(hash.subarray(from, from + n), (b) => String(b % 10)).join('')
  // A company's PAN: 3 letters, C for a company, the name's initial, 4 digits, a letter.
  const pan = `${letters(0, 3)}C${name[0]!.toUpperCase()}${digits(3, 4)}${letters(7, 1)}`
  const first14 = `${site.gstState}${pan}1Z`
  const handle = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
  return {
    registeredOfficeAddress: site.office,
    gstNumber: `${first14}${gstinCheckCharacter(first14)}`,
    cinNumber: `U45200${site.cinState}${Number(istDate(start).slice(0, 4)) - 1}PTC${digits(8, 6)}`,
    ctsNumbers: site.cts,
    website: `https://www.${handle}.in`,
    email: `sales@${handle}.in`,
    contactNo: `9${digits(14, 9)}`,
    alternateContactNo: `8${digits(23, 9)}`,
    socialLinks: {
      instagram: `https://www.instagram.com/${handle}`,
      facebook: `https://www.facebook.com/${handle}`,
      x: `https://x.com/${handle}`,
      youtube: `https://www.youtube.com/@${handle}`,
    },
    publishStatus: 'published' as const,
    formStage: 'publish' as const,
  }
}

function share<T>(items: readonly T[], test: (item: T) => boolean): number {
  return items.length === 0 ? 0 : items.filter(test).length / items.length
}

function addTower(
  f: Faker,
  rows: TInventoryRows,
  {
    projectId,
    site,
    letter,
    plate,
  }: { projectId: string; site: TSite; letter: string; plate: number[] },
) {
  const buildingId = f.string.uuid()
  const floorCount = f.number.int({ min: site.floors[0], max: site.floors[1] })
  // Fire rules ask for refuge floors in tall towers; here every 7th floor, without flats.
  const refuge =
    floorCount > 15 ? new Set([7, 14, 21].filter((n) => n < floorCount)) : new Set<number>()
  const basementFloors = floorCount >= 18 ? -2 : -1
  rows.buildings.push({
    id: buildingId,
    projectId,
    name: site.wingStyle ? `${letter} Wing` : `Tower ${letter}`,
    buildingType: 'Residential Tower',
    floorCount,
    flatsPerFloor: plate.length,
    basementFloors,
    refugeFloors: refuge.size,
  })

  // A stack (the same flat on every floor) shares its plan: type, carpet area and facing.
  const stacks = plate.map((bhk) => {
    const unitType = `${bhk} BHK`
    const area = CARPET_AREA_SQFT[unitType] ?? { min: 650, max: 850 }
    return {
      unitType,
      carpet: roundTo(f.number.int(area), 5),
      facing: f.helpers.arrayElement(FACINGS),
    }
  })

  const sold: { id: string; bhk: number }[] = []
  for (let number = 1; number <= floorCount; number++) {
    const floorId = f.string.uuid()
    rows.floors.push({ id: floorId, buildingId, number })
    if (refuge.has(number)) continue
    stacks.forEach((stack, position) => {
      const rate = site.ratePerSqFt + FLOOR_RISE_PER_SQFT * Math.max(0, number - 4)
      const premium = PREMIUM_FACINGS.has(stack.facing) ? 1.03 : 1
      const draw = f.number.float()
      const status =
        draw < site.bookedShare
          ? 'booked'
          : draw < site.bookedShare + 0.04
            ? 'blocked'
            : 'available'
      const id = f.string.uuid()
      rows.units.push({
        id,
        projectId,
        buildingId,
        floorId,
        name: `${letter}-${number}${String(position + 1).padStart(2, '0')}`,
        unitType: stack.unitType,
        facing: stack.facing,
        carpetAreaSqFt: stack.carpet,
        builtUpAreaSqFt: Math.round(stack.carpet * BUILT_UP_FACTOR),
        superBuiltUpAreaSqFt: Math.round(stack.carpet * SUPER_BUILT_UP_FACTOR),
        price: roundTo(stack.carpet * rate * premium, 1000),
        status,
      })
      if (status === 'booked') sold.push({ id, bhk: plate[position] ?? 2 })
    })
  }
  addParking(f, rows, {
    projectId,
    buildingId,
    basementFloors,
    unitCount: (floorCount - refuge.size) * plate.length,
    sold,
  })
}

function addParking(
  f: Faker,
  rows: TInventoryRows,
  p: {
    projectId: string
    buildingId: string
    basementFloors: number
    unitCount: number
    sold: { id: string; bhk: number }[]
  },
) {
  // Bays allotted to booked flats: one car bay each, two for 3 BHK and larger, in booking order.
  const carOwners = p.sold.flatMap((u) => (u.bhk >= 3 ? [u.id, u.id] : [u.id]))
  const cars = Math.ceil(p.unitCount * 1.15)
  const open = Math.round(cars * 0.15)
  const levels = -p.basementFloors
  for (let n = 0; n < cars; n++) {
    const covered = n < cars - open
    rows.parkings.push({
      id: f.string.uuid(),
      projectId: p.projectId,
      buildingId: p.buildingId,
      // Basements fill from the first one down; open bays are at ground level.
      level: covered ? -1 - Math.floor((n * levels) / (cars - open)) : 0,
      bay: `C-${String(n + 1).padStart(3, '0')}`,
      vehicle: 'car',
      covered,
      unitId: covered ? (carOwners[n] ?? null) : null,
    })
  }
  // About half of the buyers also take a bike bay.
  const bikeOwners = p.sold.filter((_, index) => index % 2 === 0).map((u) => u.id)
  const bikes = Math.ceil(p.unitCount * 0.5)
  for (let n = 0; n < bikes; n++) {
    rows.parkings.push({
      id: f.string.uuid(),
      projectId: p.projectId,
      buildingId: p.buildingId,
      level: 0,
      bay: `B-${String(n + 1).padStart(3, '0')}`,
      vehicle: 'bike',
      covered: n < bikes * 0.6,
      unitId: bikeOwners[n] ?? null,
    })
  }
}
