import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api';
import { CACHE_MS } from '../../domain/constants';
import type { RegisterPayload, User } from './user';

export const USER_QUERY_KEY = ['/api/user'] as const;

// DESIGN §5: a non-secret hint cookie says whether asking GET /api/user is worth it, so a
// guest never triggers a 401 (and its console error) on every page.
export const hasSignedInHint = (): boolean =>
  typeof document !== 'undefined' && /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);

type AuthContextValue = {
  user: User | null;
  isLoading: boolean;
  login(credentials: { email: string; password: string }): Promise<User>;
  register(payload: RegisterPayload): Promise<User>;
  logout(): Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userQuery = useQuery({
    queryKey: USER_QUERY_KEY,
    enabled: hasSignedInHint(),
    staleTime: CACHE_MS.user,
    queryFn: async () => {
      try {
        return await apiRequest<User>('GET', '/api/user');
      } catch (error) {
        // SPEC §4: a 401 means no user (a guest).
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });

  const setUser = (user: User | null) => queryClient.setQueryData(USER_QUERY_KEY, user);
  const loginMutation = useMutation({
    mutationFn: (credentials: { email: string; password: string }) => apiRequest<User>('POST', '/api/login', credentials),
    onSuccess: setUser,
  });
  const registerMutation = useMutation({
    mutationFn: (payload: RegisterPayload) => apiRequest<User>('POST', '/api/register', payload),
    onSuccess: setUser,
  });
  const logoutMutation = useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      setUser(null);
      // Everything cached belonged to the signed-in user.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
    },
  });

  const value = useMemo<AuthContextValue>(
    () => ({
      user: userQuery.data ?? null,
      isLoading: userQuery.isLoading,
      login: loginMutation.mutateAsync,
      register: registerMutation.mutateAsync,
      logout: async () => {
        await logoutMutation.mutateAsync();
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [userQuery.data, userQuery.isLoading],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** SPEC §4: using auth state outside its provider is an error. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
