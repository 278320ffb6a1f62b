'use client';
import type { Cart } from '@vitrine/cart/v2';
import type { AddProductInput } from '@vitrine/react';
import { createContext, useContext, type ComponentType } from 'react';

/** What the shop's client (loaded on first use, `runtime/shop-runtime.tsx`) does for the parts drawn at once. */
export interface ShopActions {
  /** The storefront model's add (its variant, its stock); resolves with the cart as the platform answered it. */
  add(input: AddProductInput): Promise<unknown>;
  /** The hosted logout, then `returnTo`. */
  signOut(returnTo: string): Promise<unknown>;
}

/** A part of a page that runs on the shop's client (checkout, account): drawn into `element` once it is loaded. */
export interface Island {
  id: number;
  element: HTMLElement;
  Component: ComponentType;
}

export interface Shop {
  /** The visitor's cart: the server's read of it in the page, then whatever the client knows. */
  cart: Cart | null | undefined;
  /** The visitor is a signed-in member. */
  loggedIn: boolean;
  /** Where the shop's pictures are served (`<ShopImage>`). */
  mediaHost: string;
  /** Loads and starts the shop's client (once) and resolves with what it does; rejects if its code did not load. */
  actions(): Promise<ShopActions>;
  /** Why the client's code did not load (the network), until it is started again. */
  startError: unknown;
  /** Starts the client again after its code did not load. */
  retry(): void;
  /** Starts fetching the client's and the drawer's code ahead of a tap (no request to the platform, nothing runs). */
  prepare(): void;
  /** Opens the cart; with `adding` (an add in flight) it says "Adding…" until the line is there. */
  openCart(adding?: Promise<unknown>): void;
  /** Draws an island on the shop's client; returns its removal. */
  addIsland(element: HTMLElement, Component: ComponentType): () => void;
}

export const ShopContext = /* @__PURE__ */ createContext<Shop | null>(null);

/** The shop around every page (`Shell`). */
export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop needs the <Shell> above it');
  return shop;
}
