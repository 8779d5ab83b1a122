import { createFileRoute, redirect } from '@tanstack/react-router'
import { keepRawSearch } from '../../lib/raw-search.ts'

/** The all-tasks table's old address: links and bookmarks keep working, with their filters. */
export const Route = createFileRoute('/developer/tasks')({
  validateSearch: keepRawSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/developer/home/all-tasks', search, replace: true })
  },
})
