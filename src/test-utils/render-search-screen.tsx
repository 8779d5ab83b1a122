import { useState, type ReactNode } from 'react'
import type { SearchViewProps } from '../lib/search-params.ts'
import { renderWithApp } from './render-with-app.tsx'

function StatefulSearch<S>({
  initial,
  onSearch,
  screen,
}: {
  initial: S
  onSearch: (next: S) => void
  screen: (props: SearchViewProps<S>) => ReactNode
}) {
  const [search, setSearch] = useState(initial)
  return screen({
    search,
    onSearchChange: (next) => {
      onSearch(next)
      setSearch(next)
    },
  })
}

/**
 * A list screen at `path` whose URL search lives in state, as the route would keep it; each
 * change also goes to `onSearch`. `otherRoutes` are the pages its links lead to.
 */
export function renderSearchScreen<S>(
  path: string,
  initial: S,
  onSearch: (next: S) => void,
  screen: (props: SearchViewProps<S>) => ReactNode,
  otherRoutes: Record<string, () => ReactNode> = {},
) {
  return renderWithApp(
    {
      [path]: () => <StatefulSearch initial={initial} onSearch={onSearch} screen={screen} />,
      ...otherRoutes,
    },
    path,
  )
}
