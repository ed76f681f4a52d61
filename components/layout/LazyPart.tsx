'use client';

import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { LAZY_INDICATOR_DELAY_MS, LAZY_TIMEOUT_MS, initialLazyState, lazyReducer } from '@/lib/browser/lazy-state';
import { UI } from '@/lib/site/strings';

type Props<P extends object> = {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  label: string;
  timeoutMs?: number;
};

// Loads a component on demand and shows each state a part loaded on demand can be in: loading (after 200 ms), timed out,
// error with a retry, loaded.
export default function LazyPart<P extends object>({ load, props, label, timeoutMs = LAZY_TIMEOUT_MS }: Props<P>) {
  const [state, dispatch] = useReducer(lazyReducer, initialLazyState);
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const delay = window.setTimeout(() => dispatch({ type: 'delay-passed' }), LAZY_INDICATOR_DELAY_MS);
    const timeout = window.setTimeout(() => dispatch({ type: 'timeout' }), timeoutMs);
    load().then(
      (mod) => {
        if (!live) return;
        setLoaded(() => mod.default);
        dispatch({ type: 'resolved' });
      },
      (error: unknown) => {
        if (!live) return;
        console.warn(`Loading "${label}" failed.`, error);
        dispatch({ type: 'failed', error });
      },
    );
    return () => {
      live = false;
      window.clearTimeout(delay);
      window.clearTimeout(timeout);
    };
  }, [attempt, load, label, timeoutMs]);

  const retry = () => {
    dispatch({ type: 'retry' });
    setAttempt((a) => a + 1);
  };

  if (state.status === 'loaded' && Loaded) return <Loaded {...props} />;
  if (state.status === 'loading') {
    return state.showIndicator ? (
      <div className="lazy-state" role="status" data-lazy-state="loading">
        <span className="spinner" aria-hidden="true" /> {UI.partLoading(label)}
      </div>
    ) : (
      <div className="lazy-state" data-lazy-state="pending" />
    );
  }
  return (
    <div className="lazy-state lazy-state--problem" role="alert" data-lazy-state={state.status}>
      <p>
        {state.status === 'timed-out' ? UI.partSlow(label) : UI.partFailed(label)}
      </p>
      <button type="button" className="button" onClick={retry}>
        {UI.retry}
      </button>
    </div>
  );
}
