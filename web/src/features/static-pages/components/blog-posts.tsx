import { limits } from '@contract/limits';
import type { ReactNode } from 'react';
import { calendarDate } from '@/lib/calendar';

interface BlogPost {
  /** The day it was published, as an ISO date (a calendar day, read in UTC). */
  published: string;
  title: string;
  text: ReactNode;
}

/** The posts, newest first. */
const posts: BlogPost[] = [
  {
    published: '2026-11-25',
    title: `Why a Receipt has a ${limits.receiptTimerSeconds}-second timer`,
    text: `The best feedback is specific and fresh. A ${limits.receiptTimerSeconds}-second timer keeps a Receipt to the moment you saw: what the person did and why it mattered, not a review of who they are. When the time is up, what you wrote is sent as it is.`,
  },
  {
    published: '2026-11-25',
    title: 'Why you can edit a Receipt only once',
    text: "A Receipt is a record both people share. You may fix it once, and it is marked as edited for both of you, so nobody's words change quietly after they were read.",
  },
  {
    published: '2026-11-25',
    title: `Why the inner circle stops at ${limits.innerCircleMax}`,
    text: 'The people whose view of you matters most are few. A small circle keeps it that way and makes the choice mean something.',
  },
];

/** The blog: each post a card with its title and the day it was published. */
export function BlogPosts() {
  return (
    <ol className="blog-posts">
      {posts.map((post) => (
        <li key={post.title}>
          <article className="card blog-post">
            <h2>{post.title}</h2>
            <time dateTime={post.published}>{calendarDate(new Date(post.published), 'long', 'utc')}</time>
            <p>{post.text}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
