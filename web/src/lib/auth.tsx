import { signOut as amplifySignOut, fetchAuthSession } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export interface SignedInUser {
  userId: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: SignedInUser };

interface AuthContextValue {
  state: AuthState;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function readSession(): Promise<AuthState> {
  try {
    const session = await fetchAuthSession();
    const claims = session.tokens?.idToken?.payload;
    if (!claims?.sub) return { status: 'signedOut', user: null };
    return {
      status: 'signedIn',
      user: {
        userId: String(claims.sub),
        email: String(claims.email ?? ''),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstName: String(claims.given_name ?? ''),
        lastName: String(claims.family_name ?? ''),
      },
    };
  } catch {
    return { status: 'signedOut', user: null };
  }
}

/** The signed-in user, kept in step with Amplify's auth events. Loading until the first session read ends. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  const refresh = useCallback(async () => setState(await readSession()), []);

  useEffect(() => {
    void refresh();
    return Hub.listen('auth', ({ payload }) => {
      if (['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure'].includes(payload.event))
        void refresh();
    });
  }, [refresh]);

  const signOut = useCallback(async () => {
    await amplifySignOut();
    setState({ status: 'signedOut', user: null });
  }, []);

  const value = useMemo(() => ({ state, refresh, signOut }), [state, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
