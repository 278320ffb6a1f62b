/** The demo catalogue as data: deterministic, no network. */
import { FIRST_PRODUCTS } from './products-data';
import { MORE_PRODUCTS } from './more-products-data';
import type { SeedProduct } from './seed-product';

export const COLORS: Readonly<Record<string, string>> = {
  White: '#f4f1ea',
  Black: '#1f1f1f',
  Navy: '#1d2b4f',
  Sand: '#d8c3a0',
  Sage: '#9caf88',
  Terracotta: '#c56a48',
  Blue: '#2f5d9e',
  Red: '#b03a2e',
  Brown: '#6b4a2f',
};

export const SEED_COLLECTIONS = [
  {
    id: 'col-apparel',
    name: 'Apparel',
    slug: 'apparel',
    description: 'Shirts, knits and outerwear in natural fibres.',
  },
  {
    id: 'col-home',
    name: 'Home & Kitchen',
    slug: 'home-kitchen',
    description: 'Stoneware, linen and wood for every day.',
  },
  { id: 'col-pantry', name: 'Pantry', slug: 'pantry', description: 'Coffee, tea, oil and sweet things.' },
  {
    id: 'col-accessories',
    name: 'Accessories',
    slug: 'accessories',
    description: 'Bags, wallets and small things to carry.',
  },
  { id: 'col-stationery', name: 'Stationery', slug: 'stationery', description: 'Paper goods and writing tools.' },
  { id: 'col-sale', name: 'Sale', slug: 'sale', description: 'Everything currently discounted.' },
] as const;

export const SEED_PRODUCTS: readonly SeedProduct[] = [...FIRST_PRODUCTS, ...MORE_PRODUCTS];
