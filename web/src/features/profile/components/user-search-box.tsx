import { memberLinkPath } from '@contract/site-paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SuggestedMember } from '@/components/member-avatar';
import { SearchBox } from '@/components/search-box';
import { useUserSuggestions } from '@/lib/use-user-suggestions';

/** "Search usernames" on the own profile: suggestions link to public profiles. */
export function UserSearchBox() {
  const [text, setText] = useState('');
  const results = useUserSuggestions(text);
  const items = text.trim() ? (results.data?.items ?? []) : [];
  return (
    <div className="user-search">
      <SearchBox id="profile-user-search" label="Search usernames" value={text} onChange={setText} />
      {items.length ? (
        <ul className="suggestions" aria-label="Matching users">
          {items.map((user) => (
            <li key={user.id}>
              <Link className="suggestion" to={memberLinkPath('byUserId', user.id)}>
                <SuggestedMember member={user} size={28} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
