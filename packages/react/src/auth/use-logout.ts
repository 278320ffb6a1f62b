'use client';
import { useMutation } from '@tanstack/react-query';
import { logout } from '@vitrine/auth';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';
import { assignLocation } from './navigate';

export interface UseLogout {
  /** Creates the logout session, clears the tokens (role none) and goes to the logout page, then `postFlowUrl`. */
  logout(postFlowUrl: string): Promise<{ logoutUrl: string }>;
  isPending: boolean;
  error: VitrineError | null;
}

export function useLogout(options: { navigate?: (url: string) => void } = {}): UseLogout {
  const { client, queryClient } = useVitrineContext();
  const navigate = options.navigate ?? assignLocation;
  const mutation = useMutation<{ logoutUrl: string }, VitrineError, string>(
    {
      mutationFn: async (postFlowUrl) => {
        const result = await logout(client, postFlowUrl);
        navigate(result.logoutUrl);
        return result;
      },
    },
    queryClient,
  );
  return { logout: mutation.mutateAsync, isPending: mutation.isPending, error: mutation.error };
}
