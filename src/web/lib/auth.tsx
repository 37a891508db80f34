import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '../../domain/api/common-api';
import { apiGet, apiRequest } from './api';
import { CACHE_MS } from '../../domain/constants';
import { KNOWN_USER_KEY } from './known-user-key';
import { currentLocale, switchLocale } from '../i18n/i18n';
import type { RegisterPayload, User } from './user';
import { pageCookies } from './page-cookies';

export const USER_QUERY_KEY = ['/api/user'] as const;

// The account endpoints; their answers are `publicUser` and `messageAnswer` (src/domain).
const getUser = () => apiGet<User>('/api/user');
const postLogin = (credentials: { email: string; password: string }) =>
  apiRequest<User>('POST', '/api/login', credentials);
const postRegister = (payload: RegisterPayload) => apiRequest<User>('POST', '/api/register', payload);
const postLogout = () => apiRequest<MessageAnswer>('POST', '/api/logout');

/**
 * The offline copy of the user (known-user.ts) loads with the first GET /api/user: a visitor's
 * first load goes without it.
 */
const knownUser = () => import('./known-user');

/** Whether this browser keeps a user from before (read in an effect). */
function keepsAKnownUser(): boolean {
  try {
    return window.localStorage.getItem(KNOWN_USER_KEY) !== null;
  } catch {
    return false;
  }
}

/** The signed-in user; null for a guest (a 401), the last known user when offline. */
const userQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    staleTime: CACHE_MS.user,
    // docs/decisions/086-last-known-user-offline.md: a user taken from the offline copy is checked
    // as soon as the network returns.
    refetchOnReconnect: 'always',
    queryFn: async () => (await knownUser()).loadUser(getUser),
  });

// docs/product.md#sessions: a non-secret hint cookie says whether asking GET /api/user is worth it, so a
// guest never triggers a 401 (and its console error) on every page.
export const signedInHintIn = (cookies: string): boolean => /(?:^|;\s*)signed_in=1(?:;|$)/.test(cookies);
export const hasSignedInHint = (): boolean => signedInHintIn(pageCookies());

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
  const signedIn = hasSignedInHint();
  // Without a session nothing kept about a user is needed (signed out elsewhere, expired).
  useEffect(() => {
    if (!signedIn && keepsAKnownUser()) void knownUser().then((m) => m.forgetUser());
  }, [signedIn]);
  const userQuery = useQuery({ ...userQueryOptions(), enabled: signedIn });
  // The language follows the person (docs/decisions/312-the-language-follows-sign-in.md): signing
  // in, or a page opened with a cookie that says otherwise, switches to theirs without a reload.
  const userLocale = userQuery.data?.locale;
  useEffect(() => {
    if (userLocale && userLocale !== currentLocale()) void switchLocale(userLocale);
  }, [userLocale]);

  // Plain async calls rather than useMutation: the auth provider is in every first load, and
  // nothing here needs mutation state (the forms keep their own busy flags).
  const value = useMemo<AuthContextValue>(() => {
    const setUser = (user: User | null) => queryClient.setQueryData(USER_QUERY_KEY, user);
    return {
      user: userQuery.data ?? null,
      isLoading: userQuery.isLoading,
      login: async (credentials) => {
        const user = await postLogin(credentials);
        (await knownUser()).rememberUser(user);
        setUser(user);
        return user;
      },
      register: async (payload) => {
        const user = await postRegister(payload);
        (await knownUser()).rememberUser(user);
        setUser(user);
        return user;
      },
      logout: async () => {
        // Forgotten even if the request fails: the next successful GET /api/user keeps it again.
        (await knownUser()).forgetUser();
        await postLogout();
        setUser(null);
        // Everything cached belonged to the signed-in user.
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
        // And the pages the service worker kept on this device (visitor pages only: vite.config.ts).
        void globalThis.caches?.delete('pages').catch(() => undefined);
      },
    };
  }, [queryClient, userQuery.data, userQuery.isLoading]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** docs/product.md#current-user: using auth state outside its provider is an error. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
