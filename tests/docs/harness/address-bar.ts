/** The part of `window.location` the README blocks use, recording where the page was sent. */
export interface AddressBar {
  href: string;
  readonly origin: string;
  assign(url: string): void;
  replace(url: string): void;
  /** Resolves once the last navigation has ended (a hosted page may answer with a redirect back). */
  settled(): Promise<void>;
  readonly visited: string[];
}

/** An address bar whose `assign` follows `navigate(url)` to where the browser would end up. */
export function addressBar(start: string, navigate: (url: string) => Promise<string>): AddressBar {
  let current = start;
  let pending: Promise<void> = Promise.resolve();
  const visited: string[] = [];
  const go = (url: string) => {
    const target = new URL(url, current).href;
    visited.push(target);
    current = target;
    pending = navigate(target).then((landed) => {
      current = landed;
    });
  };
  return {
    get href() {
      return current;
    },
    set href(url: string) {
      go(url);
    },
    get origin() {
      return new URL(current).origin;
    },
    assign: go,
    replace: go,
    settled: () => pending,
    visited,
  };
}
