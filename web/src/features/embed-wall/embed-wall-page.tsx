import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { embedWallOptions, memberLinkPath, sitePaths } from '@contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Arrival } from '@/components/arrival/arrival';
import { GoalChangeLines } from '@/components/goal-change-lines';
import { ReceiptCardList } from '@/components/receipt-card-list';
import { Spinner } from '@/components/spinner';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { usePageTitle } from '@/lib/use-page-title';
import { firstNameOf, visitorWall } from '@/lib/visitor-wall';
import { useEmbedTheme } from './use-embed-theme';
import '@/components/shared.css';
import './embed-wall.css';

/** Links open on Receipts in a new tab: the wall lives inside someone else's page. */
const outside = { target: '_blank', rel: 'noopener' } as const;

/**
 * `/embed/{username}?theme=&count=`: a member's wall for their own site, in an iframe. It shows exactly what a
 * signed-out visitor of their profile link sees (the same API answer), newest first, and nothing that acts
 * for a member: the page never signs in.
 */
export default function EmbedWallPage() {
  const { username = '' } = useParams();
  const [search] = useSearchParams();
  const { theme, count } = embedWallOptions(search);
  useEmbedTheme(theme);
  // What a signed-out visitor of the profile link gets, cached as that page caches it.
  const query = useQuery({
    queryKey: queryKeys.profiles.detail({ who: `@${username}`, signedIn: false }),
    queryFn: () => callApi('getVisitorProfile', { params: { username } }),
    enabled: Boolean(username),
  });
  const [expanded, setExpanded] = useState<string | null>(null);
  const view = query.data?.access === 'open' ? query.data.publicProfile : null;
  const name = view ? firstNameOf(view.profile.fullName, username) : `@${username}`;
  usePageTitle(format(messages.embedWallTitle, { name }));

  if (query.isPending) return <Spinner label="Loading Receipts…" />;
  if (!view)
    return (
      <main className="embed-wall">
        <h1 className="empty">{format(messages.embedWallClosed, { name: `@${username}` })}</h1>
        <EmbedFooter />
      </main>
    );
  const receipts = visitorWall(view.receipts, 'All').slice(0, count);
  return (
    <main className="embed-wall" style={{ '--embed-cards': Math.min(receipts.length, 3) } as CSSProperties}>
      <Arrival
        person={view.profile}
        heading={format(messages.embedWallTitle, { name: view.profile.fullName || `@${username}` })}
        action={{
          label: format(messages.leaveReceiptFor, { name }),
          to: memberLinkPath('give', view.profile.username),
          newTab: true,
        }}
      >
        <GoalChangeLines lines={view.goalChanges} />
      </Arrival>
      {receipts.length ? (
        <ReceiptCardList receipts={receipts} expanded={expanded} onExpand={setExpanded} wall />
      ) : (
        <p className="empty">{messages.embedWallNone}</p>
      )}
      <EmbedFooter />
    </main>
  );
}

function EmbedFooter() {
  return (
    <footer className="embed-wall-footer muted small">
      <a href={sitePaths.home} {...outside}>
        {messages.embedWallPoweredBy}
      </a>
    </footer>
  );
}
