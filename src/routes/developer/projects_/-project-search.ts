/**
 * What the project screens keep in the address, so a reload shows the same building. Apart from
 * -project-choice.tsx: a route's validateSearch stays in the entry chunk (only components are
 * split off), and the project select's hooks and Chakra parts must not come with it to /login.
 */
export interface ProjectSearch {
  project?: string
  building?: string
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

export const validateProjectSearch = (search: Record<string, unknown>): ProjectSearch => ({
  project: text(search.project),
  building: text(search.building),
})
