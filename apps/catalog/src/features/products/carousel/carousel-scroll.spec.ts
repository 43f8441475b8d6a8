import { isAtEnd, isAtStart, maxScrollLeft, nextAutoScrollLeft, steppedScrollLeft } from './carousel-scroll.js';

const layout = { scrollWidth: 1000, clientWidth: 400 };

describe('carousel scroll rules', () => {
  it('advances one step at a time, stops at the end, then goes back to the start', () => {
    expect(nextAutoScrollLeft({ ...layout, scrollLeft: 0 }, 300)).toBe(300);
    expect(nextAutoScrollLeft({ ...layout, scrollLeft: 300 }, 300)).toBe(600);
    expect(nextAutoScrollLeft({ ...layout, scrollLeft: 600 }, 300)).toBe(0);
    expect(nextAutoScrollLeft({ ...layout, scrollLeft: 500 }, 300)).toBe(600);
  });

  it('knows the ends, tolerating sub-pixel positions', () => {
    expect(maxScrollLeft(layout)).toBe(600);
    expect(isAtStart({ ...layout, scrollLeft: 0.5 })).toBe(true);
    expect(isAtEnd({ ...layout, scrollLeft: 599.5 })).toBe(true);
    expect(isAtEnd({ ...layout, scrollLeft: 300 })).toBe(false);
    // Nothing to scroll: both ends at once.
    expect(isAtEnd({ scrollWidth: 400, clientWidth: 400, scrollLeft: 0 })).toBe(true);
  });

  it('scroll buttons never go past either end', () => {
    expect(steppedScrollLeft({ ...layout, scrollLeft: 100 }, 300, 'left')).toBe(0);
    expect(steppedScrollLeft({ ...layout, scrollLeft: 500 }, 300, 'right')).toBe(600);
    expect(steppedScrollLeft({ ...layout, scrollLeft: 300 }, 300, 'right')).toBe(600);
  });
});
