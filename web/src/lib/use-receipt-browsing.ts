import type { Receipt } from '@contract/schemas/receipts';
import { useState } from 'react';
import { useMarkOpened } from '@/lib/mark-opened';
import { useMemberReceipts } from '@/lib/member-receipts';
import type { HubFilter } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * Browsing the member's receipts as the hub and the timeline do: a category filter, a search (lowercased and
 * debounced before it reaches the server), the list it gives, and the one receipt open in the detail dialog
 * (opening a received one marks it opened).
 */
export function useReceiptBrowsing() {
  const [filter, setFilter] = useState<HubFilter>('All');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim().toLowerCase(), 300);
  const { pages, items, searching } = useMemberReceipts(filter, search);
  const [opened, setOpen] = useState<Receipt | null>(null);
  const markOpened = useMarkOpened();
  return {
    filter,
    setFilter,
    searchText,
    setSearchText,
    pages,
    items,
    /** What `ReceiptListStatus` needs to say why the list is empty or still loading. */
    listStatus: { pages, searching, shown: items.length, filter, search },
    // The open receipt as the list now has it (hiding it updates the list).
    open: opened && (items.find((r) => r.id === opened.id) ?? opened),
    openReceipt: (receipt: Receipt) => {
      setOpen(receipt);
      markOpened(receipt);
    },
    close: () => setOpen(null),
  };
}
