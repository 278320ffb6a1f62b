'use client';
import { useEffect, useRef, type ComponentType } from 'react';
import { ErrorNote } from '../components/error-note';
import { useShop } from '../shop-context';

/**
 * A page that is the shopper's alone (their cart, a form, their sign-in state): drawn in the browser only, on the
 * shop's client, which it loads. Until it is drawn the skeleton stands in, and the page's box is at least a screen
 * high with either, so the footer never moves in sight (CLS 0). `Component` must be defined once, at module level.
 */
export function RuntimeIsland({ Component }: { Component: ComponentType }) {
  const { addIsland, startError, retry } = useShop();
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => addIsland(slot.current!, Component), [addIsland, Component]);
  return (
    <div className="client-page">
      {/* The client draws into this (a portal); CSS hides the skeleton after it as soon as it is not empty. */}
      <div className="island" ref={slot} />
      {startError ? (
        // The client's code did not arrive (the network): said, with a way to try again; nothing was lost.
        <div className="panel center">
          <ErrorNote error={startError} />
          <button className="btn" onClick={retry}>
            Try again
          </button>
        </div>
      ) : (
        <div className="skeleton island-skeleton" />
      )}
    </div>
  );
}
