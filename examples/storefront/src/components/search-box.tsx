'use client';
import { useEffect, useState } from 'react';
import { useRouter } from '../router';

const DEBOUNCE_MS = 300;

/** The search field: the URL (and so the request) follows only once typing pauses, not at every keystroke. */
export function SearchBox({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const { navigate } = useRouter();
  useEffect(() => setText(initial), [initial]);
  useEffect(() => {
    const term = text.trim();
    if (term === initial) return;
    const timer = setTimeout(() => navigate(term ? `/search?q=${encodeURIComponent(term)}` : '/'), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, initial, navigate]);
  return (
    <input
      className="search"
      type="search"
      placeholder="Search the shop"
      aria-label="Search"
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
