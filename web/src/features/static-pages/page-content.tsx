import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DemoPlayer } from '@/components/demo-player';
import { demoVideoLength } from '@/lib/marketing';
import type { StaticPageId } from '@/lib/site-links';
import { BlogPosts } from './components/blog-posts';
import { ContactForm } from './components/contact-form';
import { PricingPlan } from './components/pricing-plan';

interface PageContent {
  title: string;
  /** One line under the heading. */
  summary: string;
  body: ReactNode;
}

/** Short, honest pages for the landing footer's links: what is true today, and what is not there yet. */
export const pageContent: Record<StaticPageId, PageContent> = {
  pricing: {
    title: 'Pricing',
    summary: 'One plan, with everything in it, free for every member.',
    body: <PricingPlan />,
  },
  demo: {
    title: 'Demo',
    summary: `A ${demoVideoLength.adjective} tour of Receipts.`,
    body: (
      <>
        <DemoPlayer />
        <p>
          The video walks through creating a profile, sharing your profile link and collecting your first
          Receipts, recorded from the app itself. The quickest tour after that is to{' '}
          <Link to="/signup">create a profile</Link>: it takes about a minute.
        </p>
      </>
    ),
  },
  about: {
    title: 'About Receipts',
    summary: 'Meaningful social feedback for personal growth and authentic connections.',
    body: (
      <>
        <p>
          The most useful things people notice about us usually go unsaid: that we stayed calm in a hard
          meeting, listened without fixing, or owned a mistake. Receipts gives those moments a place.
        </p>
        <p>
          A Receipt is a short written note, optionally with a {limits.voiceRecordingMaxSeconds}-second voice
          recording, about someone's emotional intelligence, authenticity or growth. You collect them on your
          profile, keep a small inner circle of people who know you best, and decide what the world gets to
          see.
        </p>
        <h2>What we hold to</h2>
        <ul>
          <li>Your sharing settings are enforced on our servers, not just hidden in the page.</li>
          <li>An anonymous Receipt stays anonymous: its sender is never shown to you or in any email.</li>
          <li>No advertising and no third-party trackers.</li>
        </ul>
        <p>
          Receipts is in early access. Questions or ideas? <Link to="/contact">Write to the team</Link>.
        </p>
      </>
    ),
  },
  blog: {
    title: 'Blog',
    summary: 'Notes on feedback, growth and how Receipts works.',
    body: <BlogPosts />,
  },
  careers: {
    title: 'Careers',
    summary: 'Help people see who they really are.',
    body: (
      <>
        <p>
          We are not hiring right now: Receipts is a small team in early access. Open roles will be listed on
          this page when there are some.
        </p>
        <p>
          Building on Receipts instead? The <Link to="/developers/api">API reference</Link> is public. To
          introduce yourself anyway, <Link to="/contact">write to the team</Link>.
        </p>
      </>
    ),
  },
  contact: {
    title: 'Contact',
    summary: 'Questions, ideas or problems with your account: write to the team.',
    body: (
      <>
        <ContactForm />
        <p>
          Locked out? You can <Link to="/forgot-password">reset your password</Link> yourself at any time.
        </p>
      </>
    ),
  },
  privacy: {
    title: 'Privacy',
    summary: 'What Receipts keeps about you, and who can see it.',
    body: (
      <>
        <h2>What we keep</h2>
        <p>
          Your account (name, email address and a password we never see in plain text), the profile you fill
          in (username, photo, phone number, short bio, links to your social accounts), your goal tags,
          address book, inner circle and sharing settings, and the Receipts you give and receive, including
          voice notes.
        </p>
        <h2>Who can see it</h2>
        <p>
          Other members can find you by username and see your name. Your bio, goal tags and Receipts appear on
          your public profile only as far as your sharing settings and public categories allow. Your email
          address, phone number and address book are never shown to others.
        </p>
        <h2>What we never do</h2>
        <p>We do not sell your data, show advertising or use third-party trackers.</p>
        <p className="muted small">
          This is a plain-language summary written during early access; a full policy will replace it before
          launch. See also the <Link to="/cookies">cookie notice</Link>.
        </p>
      </>
    ),
  },
  terms: {
    title: 'Terms of Service',
    summary: 'The short version of the rules for using Receipts.',
    body: (
      <>
        <h2>Be honest and kind</h2>
        <p>
          Give Receipts about real moments with real people. Harassment, impersonation and content meant to
          hurt are not allowed, and accounts that post them may be closed.
        </p>
        <h2>Your content stays yours</h2>
        <p>
          You own what you write and record. You allow Receipts to store it and to show it to the people your
          sharing settings allow, and nothing more.
        </p>
        <h2>Early access</h2>
        <p>
          Receipts is in early access: features change and some are marked as coming soon. It is free to use,
          from the {messages.freeTrialText} on: no credit card is asked for, and nothing is charged without
          your explicit agreement.
        </p>
        <p className="muted small">
          A full version of these terms will replace this summary before launch. See also the{' '}
          <Link to="/privacy">privacy summary</Link>.
        </p>
      </>
    ),
  },
  cookies: {
    title: 'Cookies',
    summary: 'Receipts sets no cookies.',
    body: (
      <>
        <p>Two things are kept in your browser's local storage, and nothing leaves it for anyone else:</p>
        <ul>
          <li>your sign-in session, so you stay signed in until you sign out;</li>
          <li>your choice of light or dark display, if you made one.</li>
        </ul>
        <p>There are no advertising, analytics or other third-party trackers.</p>
      </>
    ),
  },
};
