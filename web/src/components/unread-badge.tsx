import { lazy, Suspense } from 'react';

// Loaded only once someone is signed in: the landing page downloads neither react-query nor the API client.
const UnreadCountWithQueries = lazy(async () => {
  const [{ default: UnreadCount }, { QueryProvider }] = await Promise.all([
    import('./unread-count'),
    import('@/lib/query-provider'),
  ]);
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
