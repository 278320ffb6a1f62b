'use client';

/** Leaves the storefront for a hosted page; hooks take another one for routers and tests. */
export const assignLocation = (url: string): void => window.location.assign(url);
