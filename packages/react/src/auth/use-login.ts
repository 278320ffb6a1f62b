'use client';
import { useMutation } from '@tanstack/react-query';
import { AuthError, generateOAuthData, getAuthUrl, getMemberTokens, parseFromUrl, type AuthUrlOptions } from '@vitrine/auth';
import type { Client } from '@vitrine/http';
import { useCallback, useRef } from 'react';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';
import { assignLocation } from './navigate';
import { saveOAuthData, takeOAuthData } from './oauth-data-store';
import { strategyOf } from './strategy';

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
  /** Keeps the sign-in's secrets in sessionStorage and goes to the hosted login page. */
  start(input: StartLoginInput): Promise<void>;
  /** On the return page: checks the state, exchanges the code for member tokens, resolves to the original URI. */
  complete(input?: CompleteLoginInput): Promise<{ originalUri: string }>;
  isPending: boolean;
  error: VitrineError | null;
}

async function completeLogin(client: Client, input: CompleteLoginInput): Promise<{ originalUri: string }> {
  const { code, state, error, errorDescription } = parseFromUrl(input.url, input.responseMode);
  // Used up whatever the outcome: a return URL works once.
  const oauthData = takeOAuthData(strategyOf(client).clientId);
  if (!state || (!error && !code)) throw new AuthError('Missing code or _state', { code: 'MISSING_CODE_OR_STATE' });
  if (!oauthData || state !== oauthData.state) throw new AuthError('Invalid _state', { code: 'INVALID_STATE' });
  if (error) throw new AuthError(`The sign-in was refused: ${error}`, { code: 'AUTHORIZATION_ERROR', error, errorDescription });
  // Exchanges the code inside the strategy's sign-in, which keeps the member tokens (and so re-renders useAuth).
  await getMemberTokens(client, code, state, oauthData);
  return { originalUri: oauthData.originalUri };
}

/** The redirect sign-in (PKCE): `start` on any page, `complete` on the return page. */
export function useLogin(options: { navigate?: (url: string) => void } = {}): UseLogin {
  const { client, queryClient } = useVitrineContext();
  const navigate = options.navigate ?? assignLocation;
  const starting = useMutation<void, VitrineError, StartLoginInput>(
    {
      mutationFn: async ({ redirectUri, originalUri, ...urlOptions }) => {
        const oauthData = await generateOAuthData(redirectUri, originalUri);
        saveOAuthData(strategyOf(client).clientId, oauthData);
        const { authUrl } = await getAuthUrl(client, oauthData, urlOptions);
        navigate(authUrl);
      },
    },
    queryClient,
  );
  const completing = useMutation<{ originalUri: string }, VitrineError, CompleteLoginInput>(
    { mutationFn: (input) => completeLogin(client, input) },
    queryClient,
  );
  // A return page completes once, even when StrictMode runs its effect twice: the code can be exchanged only once.
  const completion = useRef<Promise<{ originalUri: string }> | undefined>(undefined);
  const exchange = completing.mutateAsync;
  const complete = useCallback((input: CompleteLoginInput = {}) => (completion.current ??= exchange(input)), [exchange]);
  return {
    start: starting.mutateAsync,
    complete,
    isPending: starting.isPending || completing.isPending,
    error: completing.error ?? starting.error,
  };
}
