import { Suspense } from 'react';
import { importAgain } from '@/lib/import-again';
import { lazyOfImportsAgain } from '@/lib/lazy-again';

// Loaded only once someone is signed in: the landing page downloads neither react-query nor the API client.
// The navigation sits outside the page's error boundary, so a count that cannot load is left out.
const UnreadCountWithQueries = lazyOfImportsAgain(async () => {
  const loaded = await Promise.all([
    importAgain(() => import('./unread-count')),
    importAgain(() => import('@/lib/query-provider')),
  ]).catch(() => null);
  if (!loaded) return { default: () => null };
  const [{ default: UnreadCount }, { QueryProvider }] = loaded;
  return {
    default: () => (
      <QueryProvider>
        <UnreadCount />
      </QueryProvider>
    ),
  };
});

/** The top bar's count of new receipts, beside "Receipts Hub". */
export function UnreadBadge() {
  return (
    <Suspense fallback={null}>
      <UnreadCountWithQueries />
    </Suspense>
  );
}
