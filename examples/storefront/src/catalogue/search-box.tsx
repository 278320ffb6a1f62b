'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 300;

const searchHref = (term: string) => (term ? `/search?q=${encodeURIComponent(term)}` : '/');

/**
 * The search: a GET form to `/search` (Enter sends it, also without JavaScript). With JavaScript the URL (and so
 * the request) follows the typing once it pauses, not at every keystroke.
 */
export function SearchBox({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const router = useRouter();
  useEffect(() => setText(initial), [initial]);
  useEffect(() => {
    const term = text.trim();
    if (term === initial) return;
    const timer = setTimeout(() => router.push(searchHref(term)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, initial, router]);
  return (
    <form
      className="search-form"
      role="search"
      method="get"
      action="/search"
      onSubmit={(event) => {
        event.preventDefault();
        router.push(searchHref(text.trim()));
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
