import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A cache as the site sets it up: a failed read is tried once more before the page says so. */
export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

/** One cache for the whole visit: it outlives the pages, which unmount on the landing page. */
export const queryClient = newQueryClient();

/**
 * Gives the pages that call the API their react-query client. Loaded with those pages (app/router.tsx),
 * so the landing and static pages do not download react-query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
