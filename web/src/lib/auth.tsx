import { moderatorsGroup } from '@contract/groups';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { hasStoredSession, loadAmplify, whenAmplifyLoaded } from './amplify-loader';
import { forgetBrowserData } from './browser-store';

export interface SignedInUser {
  userId: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /**
   * In the Cognito group of moderators, as the ID token says: the site shows the moderation page; the API
   * checks the same claim on every moderation route and is the only enforcement.
   */
  moderator: boolean;
}

export type AuthState =
  | { status: 'loading'; user: null }
  /** `left`: the member signed out in this tab, so no page waits for them to sign in again. */
  | { status: 'signedOut'; user: null; left?: true }
  | { status: 'signedIn'; user: SignedInUser };

interface AuthContextValue {
  state: AuthState;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const signedOut: AuthState = { status: 'signedOut', user: null };
const leftByMember: AuthState = { status: 'signedOut', user: null, left: true };

/** The token lists the user's groups in `cognito:groups` (absent for a user in none). */
const inGroup = (groups: unknown, group: string) => Array.isArray(groups) && groups.includes(group);

async function readSession(): Promise<AuthState> {
  try {
    const { fetchAuthSession } = await loadAmplify();
    const session = await fetchAuthSession();
    const claims = session.tokens?.idToken?.payload;
    if (!claims?.sub) return signedOut;
    return {
      status: 'signedIn',
      user: {
        userId: String(claims.sub),
        email: String(claims.email ?? ''),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstName: String(claims.given_name ?? ''),
        lastName: String(claims.family_name ?? ''),
        moderator: inGroup(claims['cognito:groups'], moderatorsGroup),
      },
    };
  } catch {
    return signedOut;
  }
}

/**
 * The signed-in user, kept in step with Amplify's auth events. Loading until the first session read ends.
 * Amplify itself is loaded lazily: a browser without stored tokens is signed out from the start.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() =>
    hasStoredSession() ? { status: 'loading', user: null } : signedOut,
  );
  // Set from the moment the member asks to sign out: Amplify's own signedOut event may reach `refresh`
  // before `signOut` ends, and the protected page must not then keep itself to return to.
  const leaving = useRef(false);
  const refresh = useCallback(async () => {
    const next = await readSession();
    if (next.status === 'signedIn') leaving.current = false;
    setState(next.status === 'signedOut' && leaving.current ? leftByMember : next);
  }, []);

  useEffect(() => {
    let stopListening = () => {};
    const cancelWait = whenAmplifyLoaded(({ Hub }) => {
      stopListening = Hub.listen('auth', ({ payload }) => {
        if (['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure'].includes(payload.event))
          void refresh();
      });
    });
    if (hasStoredSession()) void refresh();
    return () => {
      cancelWait();
      stopListening();
    };
  }, [refresh]);

  // An explicit sign-out (Sign Out, account deletion, an ended account's landing) forgets what the site kept
  // in this browser, the drafts first: on a shared computer nothing of the member stays behind. A session
  // that only expires keeps them, to be sent after signing in again. Failing to forget never stops a sign-out.
  // The forgetting runs beside Amplify's sign-out; whichever ends first, the state says the member left.
  const signOut = useCallback(async () => {
    leaving.current = true;
    const forgotten = forgetBrowserData().catch(() => undefined);
    const amplify = await loadAmplify();
    await amplify.signOut();
    await forgotten;
    setState(leftByMember);
  }, []);

  const value = useMemo(() => ({ state, refresh, signOut }), [state, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
