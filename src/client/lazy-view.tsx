/**
 * A view whose code is a chunk loaded on first render (search modal, live playground, any heavy part), with the
 * spec's loading states (§2, §8): nothing for the first LOADER_DELAY_MS, then the Loader spinner; when the chunk
 * fails to load, the Loader's error text and a Retry button that loads it again.
 *
 *   const SearchModal = lazyView(() => import('./SearchModal.js').then((m) => m.SearchModal))
 *   <SearchModal onClose={…} />
 *
 * Meant for the browser: the server renders the spinner's empty first state.
 */
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { Loader } from '../../templates/index.js'
import { LOADER_DELAY_MS } from '../shared/constants.js'

/** The spinner, once the loader delay has passed. */
export function DelayedLoader() {
  const [pastDelay, setPastDelay] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setPastDelay(true), LOADER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  return <Loader pastDelay={pastDelay} />
}

type BoundaryState = { failed: false } | { failed: true; error: unknown }

class LoadErrorBoundary extends Component<{ children: ReactNode; retry: () => void }, BoundaryState> {
  override state: BoundaryState = { failed: false }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    const retry = () => {
      this.props.retry()
      this.setState({ failed: false })
    }
    return <Loader error={this.state.error} retry={retry} />
  }
}

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const create = () => lazy(async () => ({ default: await load() }))
  let Loaded = create()
  // biome-ignore lint/correctness/noComponentHookFactories: a component factory like React.lazy, called once per view (at module level or per load attempt), never during a render
  return function LazyView(props: P) {
    const [, setAttempt] = useState(0)
    const retry = () => {
      Loaded = create() // a failed lazy() keeps its error: start a new load
      setAttempt((attempt) => attempt + 1)
    }
    return (
      <LoadErrorBoundary retry={retry}>
        <Suspense fallback={<DelayedLoader />}>
          <Loaded {...props} />
        </Suspense>
      </LoadErrorBoundary>
    )
  }
}
