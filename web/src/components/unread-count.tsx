import { useMe } from '@/lib/use-me';

/** Receipts received since the hub was last opened; nothing when there are none. */
export default function UnreadCount() {
  const me = useMe({ refetchInterval: 60_000 });
  const unread = me.data?.unreadReceipts ?? 0;
  if (!unread) return null;
  const label = `${unread} new ${unread === 1 ? 'receipt' : 'receipts'}`;
  return (
    <span className="unread-badge" role="status" aria-label={label} title={label}>
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
