import type { CollectionInput } from '../data/schemas';

/**
 * The CMS collections a shop on the platform's SDK reads (`Menus`, whose `pages` reference `Pages`), as the
 * platform's Next.js commerce starter names them: a menu is found by its `slug`, its links are its pages.
 */
export const CMS_COLLECTIONS: readonly CollectionInput[] = [
  {
    id: 'Pages',
    displayName: 'Pages',
    fields: [
      { key: 'title', displayName: 'Title', type: 'TEXT' },
      { key: 'slug', displayName: 'Slug', type: 'TEXT' },
      { key: 'body', displayName: 'Body', type: 'RICH_TEXT' },
      { key: 'seoTitle', displayName: 'SEO title', type: 'TEXT' },
      { key: 'seoDescription', displayName: 'SEO description', type: 'TEXT' },
    ],
  },
  {
    id: 'Menus',
    displayName: 'Menus',
    fields: [
      { key: 'title', displayName: 'Title', type: 'TEXT' },
      { key: 'slug', displayName: 'Slug', type: 'TEXT' },
      {
        key: 'pages',
        displayName: 'Pages',
        type: 'MULTI_REFERENCE',
        typeMetadata: { multiReference: { referencedCollectionId: 'Pages' } },
      },
    ],
  },
];

/** The demo seed's pages and menus (the empty seed has the collections without items). */
export const CMS_ITEMS: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  Pages: [
    {
      _id: 'page-about',
      title: 'About us',
      slug: 'about',
      body: '<p>Vitrine is a small shop of well-made things for every day.</p>',
      seoTitle: 'About Vitrine',
      seoDescription: 'Who we are and what we sell.',
    },
    {
      _id: 'page-shipping',
      title: 'Shipping & returns',
      slug: 'shipping-returns',
      body: '<p>Standard delivery in 2-3 days, free from €50. Returns within 30 days.</p>',
      seoTitle: 'Shipping & returns',
      seoDescription: 'Delivery times, prices and how to return an order.',
    },
    {
      _id: 'page-privacy',
      title: 'Privacy policy',
      slug: 'privacy-policy',
      body: '<p>We keep only what an order needs.</p>',
      seoTitle: 'Privacy policy',
      seoDescription: 'What we keep about you and why.',
    },
  ],
  Menus: [
    {
      _id: 'menu-header',
      title: 'Header menu',
      slug: 'next-js-frontend-header-menu',
      pages: ['page-about', 'page-shipping'],
    },
    {
      _id: 'menu-footer',
      title: 'Footer menu',
      slug: 'next-js-frontend-footer-menu',
      pages: ['page-about', 'page-shipping', 'page-privacy'],
    },
  ],
};
