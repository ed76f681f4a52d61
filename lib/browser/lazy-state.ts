// The states of a part loaded on demand: the indicator waits 200 ms so fast loads never flash.
export const LAZY_INDICATOR_DELAY_MS = 200;
export const LAZY_TIMEOUT_MS = 10_000;

export type LazyState =
  | { status: 'loading'; showIndicator: boolean }
  | { status: 'timed-out' }
  | { status: 'error'; error: unknown }
  | { status: 'loaded' };

export type LazyEvent =
  | { type: 'delay-passed' }
  | { type: 'timeout' }
  | { type: 'failed'; error: unknown }
  | { type: 'resolved' }
  | { type: 'retry' };

export const initialLazyState: LazyState = { status: 'loading', showIndicator: false };

export function lazyReducer(state: LazyState, event: LazyEvent): LazyState {
  switch (event.type) {
    case 'delay-passed':
      return state.status === 'loading' ? { status: 'loading', showIndicator: true } : state;
    case 'timeout':
      return state.status === 'loading' ? { status: 'timed-out' } : state;
    case 'failed':
      return state.status === 'loaded' ? state : { status: 'error', error: event.error };
    case 'resolved':
      return { status: 'loaded' };
    case 'retry':
      return initialLazyState;
  }
}
