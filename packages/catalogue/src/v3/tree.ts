import type { TreeReference } from './types/common';

/** The stores' category tree: the default of every categories call here, as a shop's categories live in it. */
export const STORES_TREE: Readonly<Required<Pick<TreeReference, 'appNamespace'>>> = Object.freeze({
  appNamespace: '@wix/stores',
});
