/**
 * Stand-ins for the browser APIs jsdom lacks (matchMedia, IntersectionObserver), driven by the tests.
 */
type Listener = () => void;

export interface MediaController {
  set(query: string, matches: boolean): void;
  restore(): void;
}

/** Installs window.matchMedia answering from `initial`; `set` changes an answer and tells listeners. */
export function installMatchMedia(initial: Record<string, boolean> = {}): MediaController {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<Listener>>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return state.get(query) ?? false;
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => {
        if (!listeners.has(query)) listeners.set(query, new Set());
        listeners.get(query)!.add(listener);
      },
      removeEventListener: (_type: string, listener: Listener) => listeners.get(query)?.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  return {
    set(query, matches) {
      state.set(query, matches);
      listeners.get(query)?.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  readonly thresholds: number[];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }

  unobserve(element: Element) {
    this.elements.delete(element);
  }

  disconnect() {
    this.elements.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `ratio` of `element` as visible to every observer watching it. */
  static show(element: Element, ratio: number) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.elements.has(element)) continue;
      const entry = {
        target: element,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
      } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }

  static install() {
    FakeIntersectionObserver.instances = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    return () => {
      globalThis.IntersectionObserver = original;
    };
  }
}

/** What a section that fades in when seen needs: matchMedia and IntersectionObserver; `restore` removes both. */
export function installRevealFakes() {
  const media = installMatchMedia();
  const restoreIO = FakeIntersectionObserver.install();
  return {
    media,
    restore() {
      media.restore();
      restoreIO();
    },
  };
}
