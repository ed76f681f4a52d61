/** @jest-environment jsdom */
import { tabbableIn, wrappedFocusIndex } from '../focus-trap';

describe('wrappedFocusIndex', () => {
  it('wraps from the last control to the first and back', () => {
    expect(wrappedFocusIndex(4, 5, false)).toBe(0);
    expect(wrappedFocusIndex(0, 5, true)).toBe(4);
  });

  it('leaves moves inside the modal to the browser', () => {
    expect(wrappedFocusIndex(1, 5, false)).toBeNull();
    expect(wrappedFocusIndex(3, 5, true)).toBeNull();
  });

  it('brings focus that is outside back in, at the end Tab moves towards', () => {
    expect(wrappedFocusIndex(-1, 5, false)).toBe(0);
    expect(wrappedFocusIndex(-1, 5, true)).toBe(4);
  });

  it('does nothing in a modal without controls', () => {
    expect(wrappedFocusIndex(-1, 0, false)).toBeNull();
  });
});

describe('tabbableIn', () => {
  it('lists links, enabled buttons and focusable elements that have a box', () => {
    document.body.innerHTML =
      '<div id="c"><a href="/a">a</a><a>no href</a><button>b</button><button disabled>d</button>' +
      '<span tabindex="0">s</span><span tabindex="-1">t</span><button id="hidden">h</button></div>';
    const container = document.getElementById('c')!;
    const hidden = document.getElementById('hidden')!;
    // jsdom lays nothing out, so boxes are given to the elements a browser would show.
    for (const el of container.querySelectorAll<HTMLElement>('*')) {
      el.getClientRects = () => (el === hidden ? [] : [{}]) as unknown as DOMRectList;
    }
    expect(tabbableIn(container).map((el) => el.textContent)).toEqual(['a', 'b', 's']);
  });
});
