import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { prefetchMargin, usePrefetch } from '../prefetch.ts';
import { Root } from '../Root.tsx';

/** jsdom has no IntersectionObserver: this one reports what a test says comes near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** The element comes within the margin of the viewport (`near`) or leaves it. */
  report(element: Element, near: boolean) {
    if (!this.observed.has(element)) return;
    const entry = { target: element, isIntersecting: near } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
  static report(element: Element, near: boolean) {
    for (const observer of FakeObserver.all) observer.report(element, near);
  }
}

function Links({ hrefs }: { hrefs: string[] }) {
  return (
    <ul>
      {hrefs.map((href) => (
        <Item key={href} href={href} />
      ))}
    </ul>
  );
}

function Item({ href }: { href: string }) {
  return (
    <li ref={usePrefetch(href)}>
      <a href={href}>{href}</a>
    </li>
  );
}

/** The links on a page of the portal: inside the root route, which fetches pages' code. */
function renderLinks(hrefs: string[]) {
  const prefetch = jest.fn<(path: string) => void>();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <Root
            isOtherDocument={(to) => to.startsWith('/other/')}
            Overlays={() => null}
            prefetch={prefetch}
          />
        ),
        children: [{ index: true, element: <Links hrefs={hrefs} /> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  const { container } = render(<RouterProvider router={router} />);
  const item = (href: string) => container.querySelector(`a[href="${href}"]`)!.parentElement!;
  return { prefetch, item };
}

beforeEach(() => {
  FakeObserver.all = [];
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe("a link's page code", () => {
  it('is fetched when the link comes within 200 px of the viewport, not before, and once', () => {
    const { prefetch, item } = renderLinks(['/usage', '/bills']);
    expect(FakeObserver.all.map((observer) => observer.options.rootMargin)).toEqual([
      prefetchMargin,
      prefetchMargin,
    ]);
    expect(prefetchMargin).toBe('200px');
    expect(prefetch).not.toHaveBeenCalled();

    act(() => {
      FakeObserver.report(item('/bills'), false);
    });
    expect(prefetch).not.toHaveBeenCalled();

    act(() => {
      FakeObserver.report(item('/bills'), true);
      FakeObserver.report(item('/bills'), true);
    });
    expect(prefetch.mock.calls).toEqual([['/bills']]);
  });

  it("is not fetched for another site's or the other document's address", () => {
    const { prefetch, item } = renderLinks(['https://example.com/', 'mailto:a@example.com', '/other/page']);
    act(() => {
      for (const href of ['https://example.com/', 'mailto:a@example.com', '/other/page']) {
        FakeObserver.report(item(href), true);
      }
    });
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('is not fetched outside the router (the other document), where nothing observes the link', () => {
    render(<Links hrefs={['/usage']} />);
    expect(FakeObserver.all).toEqual([]);
  });
});
