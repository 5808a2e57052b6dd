import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser } from '@quad/contract';
import { call, tokenStore } from '@/api/client';
import { clearSignedInStorage, LOCAL, local, SESSION, session } from '@/lib/storage';
import { API } from '@quad/contract/routes';

export const meQueryKey = ['me'] as const;

interface SessionValue {
  token: string | null;
  user: TCurrentUser | undefined;
  /** True while a stored token is being checked with the me call. */
  checking: boolean;
  signIn(token: string, options?: { newUser?: boolean }): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => tokenStore.get());

  useEffect(() => tokenStore.subscribe(setToken), []);

  const me = useQuery({
    queryKey: [...meQueryKey, token !== null],
    queryFn: ({ signal }) => call(API.account.me, { signal }),
    enabled: token !== null,
    retry: false,
    staleTime: 30_000,
  });

  // A failed me call signs the member out silently (member-app.md section 8).
  useEffect(() => {
    if (me.isError) {
      tokenStore.set(null);
      queryClient.removeQueries({ queryKey: meQueryKey });
    }
  }, [me.isError, queryClient]);

  const signIn = useCallback(
    (newToken: string, options?: { newUser?: boolean }) => {
      local.remove(LOCAL.browseFilters);
      if (options?.newUser) session.set(SESSION.newUserRedirect, 'true');
      tokenStore.set(newToken);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await call(API.auth.logout);
    } catch {
      // The server may already consider the session over; signing out locally is what matters.
    }
    clearSignedInStorage();
    tokenStore.set(null);
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<SessionValue>(
    () => ({
      token,
      user: token ? me.data : undefined,
      checking: token !== null && me.isPending,
      signIn,
      signOut,
    }),
    [token, me.data, me.isPending, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
