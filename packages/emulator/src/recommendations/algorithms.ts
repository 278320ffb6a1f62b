/** The platform's stores catalogue app: the one catalogue, and the app whose algorithms the emulator runs. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

export interface AlgorithmInfo {
  id: string;
  name: string;
  description: string;
  algorithmType: 'RELATED_ITEMS' | 'GLOBAL';
}

/**
 * The stores app's algorithms, with the platform's ids (what shops written on the platform SDK send) and the
 * descriptions of its Recommendations API introduction. The emulator has no sales or views to learn from: every
 * related-items algorithm answers "from the same categories" and best sellers answer the catalogue's order.
 */
export const ALGORITHMS: readonly AlgorithmInfo[] = [
  {
    id: '68ebce04-b96a-4c52-9329-08fc9d8c1253',
    name: 'From the same categories',
    description: 'Returns items that share the most categories with items in the list provided.',
    algorithmType: 'RELATED_ITEMS',
  },
  {
    id: 'd5aac1e1-2e53-4d11-85f7-7172710b4783',
    name: 'Frequently bought together',
    description: 'Returns items that are frequently bought together with the first item in the list provided.',
    algorithmType: 'RELATED_ITEMS',
  },
  {
    id: '5dd69f67-9ab9-478e-ba7c-10c6c6e7285f',
    name: 'Frequently viewed together',
    description: 'Returns items that are frequently viewed together with the first item in the list provided.',
    algorithmType: 'RELATED_ITEMS',
  },
  {
    id: 'ba491fd2-b172-4552-9ea6-7202e01d1d3c',
    name: 'Best sellers',
    description: 'Returns the items from the catalog with the highest number of sales.',
    algorithmType: 'GLOBAL',
  },
];
