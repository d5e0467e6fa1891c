import type { Receipt } from '@contract/schemas/receipts';
import type { ReactNode } from 'react';
import { HubCard } from '@/components/receipts/hub-card';
import { DigestOffer } from './digest-offer';

/** How many receipts come before the digest offer: a phone's first screen is the member's own receipts. */
export const receiptsBeforeOffer = 3;

export interface FeedGroup {
  /** The group's heading (a category), or none for a list filtered to one category. */
  name?: string;
  items: Receipt[];
}

interface Props {
  groups: FeedGroup[];
  onOpen(receipt: Receipt): void;
}

/**
 * The hub's one column of cards, under their category headings when there are any, with the digest offer
 * once, right after the first three receipts (or after the last, when there are fewer).
 */
export function HubFeed({ groups, onOpen }: Props) {
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  const offerAfter = Math.min(receiptsBeforeOffer, total);
  let seen = 0;
  const cards = (list: Receipt[]) => (
    <div className="hub-grid">
      {list.map((receipt) => (
        <HubCard key={receipt.id} receipt={receipt} onOpen={() => onOpen(receipt)} />
      ))}
    </div>
  );
  return (
    <div className="hub-groups">
      {groups.map((group) => {
        const before = seen;
        seen += group.items.length;
        // Where in this group the offer goes: inside it (between cards), after it, or elsewhere.
        const split = offerAfter - before;
        const inside = split > 0 && split < group.items.length;
        const after = split === group.items.length && group.items.length > 0;
        const body: ReactNode = inside ? (
          <>
            {cards(group.items.slice(0, split))}
            <DigestOffer />
            {cards(group.items.slice(split))}
          </>
        ) : (
          cards(group.items)
        );
        return (
          <GroupFrame key={group.name ?? 'all'} name={group.name} count={group.items.length} after={after}>
            {body}
          </GroupFrame>
        );
      })}
    </div>
  );
}

function GroupFrame({
  name,
  count,
  after,
  children,
}: {
  name: string | undefined;
  count: number;
  after: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {name ? (
        <section className="hub-group" aria-label={name}>
          <h2>
            {name} <span className="muted small">{count}</span>
          </h2>
          {children}
        </section>
      ) : (
        children
      )}
      {after ? <DigestOffer /> : null}
    </>
  );
}
