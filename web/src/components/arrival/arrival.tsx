import * as messages from '@contract/messages';
import type { PhotoVariant } from '@contract/schemas/profile';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { rememberReturnTo } from '@/lib/return-to';
import { Avatar } from '../avatar';
import { SampleReceiptFace } from './sample-receipt';
import './arrival.css';

/** The person a link is about: a name may be empty (a closed profile), then the username stands in. */
export interface ArrivalPerson {
  fullName: string;
  username: string;
  photoURL: string | null;
  photoVariants?: PhotoVariant[];
}

/** The one primary action: where it goes, and where a visitor lands after signing up on the way. */
export interface ArrivalAction {
  label: string;
  to: string;
  /** Remembered on the way (rememberReturnTo), for after sign-up or log-in. */
  returnTo?: string;
  /** Opens in a new tab: the embedded wall lives inside someone else's page. */
  newTab?: boolean;
}

interface Props {
  person: ArrivalPerson;
  action: ArrivalAction;
  /** The page's heading; the person's name when not given. */
  heading?: string;
  /** Beside the photo (the Verified badge). */
  badge?: ReactNode;
  /** Under the name: what else the page may say of the person. */
  children?: ReactNode;
}

/** The name a visitor sees: the full name, else the handle. */
export const arrivalName = (person: ArrivalPerson) => person.fullName || `@${person.username}`;

/**
 * What a signed-out visitor sees first on every page a member's link opens (profile, give and request
 * links, the embedded wall): the photo or initials, the name, what a Receipt is with one sample card, and
 * one primary action. Sign In and Sign Up stay in the top bar.
 */
export function Arrival({ person, action, heading, badge, children }: Props) {
  const name = arrivalName(person);
  return (
    <header className="arrival">
      <div className="arrival-avatar">
        <Avatar
          name={person.fullName || person.username}
          photoURL={person.photoURL}
          photoVariants={person.photoVariants}
          size={112}
        />
        {badge}
      </div>
      <h1>{heading ?? name}</h1>
      {children}
      <p className="arrival-what muted">{messages.whatIsAReceipt}</p>
      <figure className="arrival-sample" aria-label={messages.sampleReceiptLabel}>
        <SampleReceiptFace />
      </figure>
      <ArrivalActionLink action={action} />
    </header>
  );
}

function ArrivalActionLink({ action }: { action: ArrivalAction }) {
  const className = 'button button-primary arrival-action';
  if (action.newTab)
    return (
      <a className={className} href={action.to} target="_blank" rel="noopener">
        {action.label}
      </a>
    );
  const { returnTo } = action;
  return (
    <Link
      className={className}
      to={action.to}
      onClick={returnTo ? () => rememberReturnTo(returnTo) : undefined}
    >
      {action.label}
    </Link>
  );
}
