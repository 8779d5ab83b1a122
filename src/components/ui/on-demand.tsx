import { useEffect, useState, type ComponentType } from 'react'

/**
 * A component whose code loads the first time it is shown: a dialog that opens on a click, kept
 * off its screen's first paint (decision 0070). Until then it renders nothing; once loaded it
 * stays mounted, so it animates out as it closes. A load that fails (offline before the app's
 * files were saved) leaves it closed, and the next opening tries again.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => boolean,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  function OnDemand(props: P) {
    const [Component, setComponent] = useState(() => loaded)
    const wanted = shown(props)
    useEffect(() => {
      if (!wanted || Component) return
      let current = true
      load().then(
        (component) => {
          loaded = component
          if (current) setComponent(() => component)
        },
        () => undefined,
      )
      return () => {
        current = false
      }
    }, [wanted, Component])
    return Component ? <Component {...props} /> : null
  }
  return OnDemand
}
