'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { catalogueHref, type SortKey } from '../catalogue-query';

const DEBOUNCE_MS = 300;

/**
 * The search: a GET form to `/search` (Enter sends it, also without JavaScript). With JavaScript the view's own URL
 * (`?q=` on this page, its sort kept) follows the typing once it pauses, without a page load: the page stays, so
 * the box keeps its focus, its caret and whatever was typed while the results loaded. The URL's term comes back
 * into the box only when it changed elsewhere (Back, a link), never as the echo of the box's own update.
 */
export function SearchBox({ initial, path, sort }: { initial: string; path: string; sort: SortKey }) {
  const [text, setText] = useState(initial);
  const router = useRouter();
  // The term this box last sent, and those it sent whose URL has not come back yet: that URL is no news (the text
  // may have grown since: keep it), whichever of them comes back and in whatever order.
  const sent = useRef(initial);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const at = pending.current.indexOf(initial);
    if (at >= 0) {
      pending.current = pending.current.slice(at + 1);
      return;
    }
    if (initial === sent.current) return;
    pending.current = [];
    sent.current = initial;
    setText(initial);
  }, [initial]);
  const send = (term: string, step: 'push' | 'replace') => {
    sent.current = term;
    pending.current.push(term);
    router[step](catalogueHref(path, { term, sort, cursor: '' }), { scroll: false });
  };
  useEffect(() => {
    const term = text.trim();
    if (term === sent.current) return;
    // A new search is a step Back returns from; refining it replaces that step (no entry per pause).
    const timer = setTimeout(() => send(term, sent.current ? 'replace' : 'push'), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });
  return (
    <form
      className="search-form"
      role="search"
      method="get"
      action="/search"
      onSubmit={(event) => {
        event.preventDefault();
        const term = text.trim();
        if (term !== sent.current) send(term, 'push');
      }}
    >
      <input
        className="search"
        type="search"
        name="q"
        placeholder="Search the shop"
        aria-label="Search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
