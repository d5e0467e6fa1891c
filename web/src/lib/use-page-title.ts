import { useEffect } from 'react';

/** Names the page in the browser tab and history ("Pricing · Receipts"); the bare product name by default. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Receipts` : 'Receipts';
    return () => {
      document.title = 'Receipts';
    };
  }, [title]);
}
