import { render } from '@testing-library/react';
import { useTopInViewAfterWait } from './useTopInViewAfterWait';

function List({ waiting }: { waiting: boolean }) {
  const top = useTopInViewAfterWait<HTMLDivElement>(waiting);
  return <div ref={top} data-testid="list" />;
}

/** jsdom lays nothing out: the list's place in the window is given, and the scroll it asks for is recorded. */
function placed(topPx: number) {
  const calls: unknown[] = [];
  const proto = HTMLDivElement.prototype as HTMLDivElement & { scrollIntoView: (arg?: unknown) => void };
  const restore = { rect: proto.getBoundingClientRect, scroll: proto.scrollIntoView };
  proto.getBoundingClientRect = () => ({ top: topPx, bottom: topPx + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: topPx, toJSON: () => ({}) });
  proto.scrollIntoView = (arg?: unknown) => void calls.push(arg);
  return { calls, restore: () => Object.assign(proto, { getBoundingClientRect: restore.rect, scrollIntoView: restore.scroll }) };
}

describe('useTopInViewAfterWait', () => {
  it('brings the top of the list into view when a wait ends with the list above the window', () => {
    const scroll = placed(-400);
    try {
      const { rerender } = render(<List waiting={false} />);
      expect(scroll.calls).toEqual([]); // a first load is no wait of a page on screen
      rerender(<List waiting />);
      expect(scroll.calls).toEqual([]);
      rerender(<List waiting={false} />);
      expect(scroll.calls).toEqual([{ block: 'start' }]);
      rerender(<List waiting={false} />);
      expect(scroll.calls).toHaveLength(1);
    } finally {
      scroll.restore();
    }
  });

  it('leaves the window where it is when the top of the list is already in view', () => {
    const scroll = placed(120);
    try {
      const { rerender } = render(<List waiting />);
      rerender(<List waiting={false} />);
      expect(scroll.calls).toEqual([]);
    } finally {
      scroll.restore();
    }
  });
});
