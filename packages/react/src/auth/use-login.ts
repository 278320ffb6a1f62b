'use client';
import { useMutation } from '@tanstack/react-query';
import { completeSignIn, generateOAuthData, getAuthUrl, type AuthUrlOptions } from '@vitrine/auth';
import { useCallback, useRef } from 'react';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';
import { assignLocation } from './navigate';

export interface StartLoginInput extends AuthUrlOptions {
  /** The return page, where `complete()` runs. */
  redirectUri: string;
  /** Where to go after signing in (same origin); default the current page. */
  originalUri?: string;
}

export interface CompleteLoginInput {
  /** Default: the address bar (whose code and state are then removed from it). */
  url?: string;
  responseMode?: 'fragment' | 'query';
}

export interface UseLogin {
  /** Goes to the hosted login page; auth's `getAuthUrl` keeps the sign-in's secrets as pending in its storage. */
  start(input: StartLoginInput): Promise<void>;
  /** On the return page: checks the state, exchanges the code for member tokens, resolves to the original URI. */
  complete(input?: CompleteLoginInput): Promise<{ originalUri: string }>;
  isPending: boolean;
  error: VitrineError | null;
}

/** The redirect sign-in (PKCE): `start` on any page, `complete` on the return page. */
export function useLogin(options: { navigate?: (url: string) => void } = {}): UseLogin {
  const { client, queryClient } = useVitrineContext();
  const navigate = options.navigate ?? assignLocation;
  const starting = useMutation<void, VitrineError, StartLoginInput>(
    {
      mutationFn: async ({ redirectUri, originalUri, ...urlOptions }) => {
        const oauthData = await generateOAuthData(redirectUri, originalUri);
        const { authUrl } = await getAuthUrl(client, oauthData, urlOptions);
        navigate(authUrl);
      },
    },
    queryClient,
  );
  const completing = useMutation<{ originalUri: string }, VitrineError, CompleteLoginInput>(
    { mutationFn: async (input) => ({ originalUri: (await completeSignIn(client, input)).originalUri }) },
    queryClient,
  );
  // A return page completes once, even when StrictMode runs its effect twice: the code can be exchanged only once.
  const completion = useRef<Promise<{ originalUri: string }> | undefined>(undefined);
  const exchange = completing.mutateAsync;
  const complete = useCallback(
    (input: CompleteLoginInput = {}) => (completion.current ??= exchange(input)),
    [exchange],
  );
  return {
    start: starting.mutateAsync,
    complete,
    isPending: starting.isPending || completing.isPending,
    error: completing.error ?? starting.error,
  };
}
