import { errorCausalChain, errorMessages, isLoadError } from '../errors';
import { initialLazyState, lazyReducer } from '../lazy-state';

describe('error messages with causes', () => {
  it('joins the messages of the causal chain', () => {
    const error = new Error('Sivu kaatui', { cause: new Error('Data puuttuu', { cause: 'levy täynnä' }) });
    expect(errorMessages(error)).toBe('Sivu kaatui\n\nSyy:\nData puuttuu\n\nSyy:\nlevy täynnä');
  });

  it('stops on a cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(errorCausalChain(b)).toHaveLength(2);
  });

  it('recognises chunk load failures, also as a cause', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isLoadError(chunk)).toBe(true);
    expect(isLoadError(new Error('wrapped', { cause: new TypeError('Failed to fetch dynamically imported module: x') }))).toBe(true);
    expect(isLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('lazy part states', () => {
  it('shows the indicator only after the delay, then loads', () => {
    let s = initialLazyState;
    expect(s).toEqual({ status: 'loading', showIndicator: false });
    s = lazyReducer(s, { type: 'delay-passed' });
    expect(s).toEqual({ status: 'loading', showIndicator: true });
    s = lazyReducer(s, { type: 'resolved' });
    expect(s.status).toBe('loaded');
    expect(lazyReducer(s, { type: 'delay-passed' }).status).toBe('loaded');
    expect(lazyReducer(s, { type: 'timeout' }).status).toBe('loaded');
  });

  it('times out, fails and retries', () => {
    expect(lazyReducer(initialLazyState, { type: 'timeout' }).status).toBe('timed-out');
    const failed = lazyReducer(initialLazyState, { type: 'failed', error: new Error('x') });
    expect(failed.status).toBe('error');
    expect(lazyReducer(failed, { type: 'retry' })).toEqual(initialLazyState);
    expect(lazyReducer({ status: 'timed-out' }, { type: 'resolved' }).status).toBe('loaded');
  });
});
