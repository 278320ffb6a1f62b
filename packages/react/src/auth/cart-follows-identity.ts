'use client';
import type { QueryClient } from '@tanstack/react-query';
import { oauthStrategyOf } from '@vitrine/auth';
import type { Client } from '@vitrine/http';
import { useEffect } from 'react';
import { vitrineKeys } from '../keys';

/** Refetches the cart queries whenever the visitor becomes someone else (sign-in, logout, a refused renewal). */
export function useCartFollowsIdentity(client: Client, queryClient: QueryClient): void {
  useEffect(() => {
    const strategy = oauthStrategyOf(client);
    if (!strategy) return undefined;
    let last = strategy.getTokens().refreshToken;
    return strategy.onTokensChange(({ refreshToken }) => {
      const before = last;
      last = refreshToken;
      if (refreshToken.value === before.value && refreshToken.role === before.role) return;
      // A first visitor is minted by the very cart call that needs it: that answer is already the new visitor's.
      if (before.role === 'none' && refreshToken.role === 'visitor') return;
      void queryClient.invalidateQueries({ queryKey: vitrineKeys.cart });
    });
  }, [client, queryClient]);
}
