import type { Me } from '@contract/schemas/profile';
import type { ReactNode } from 'react';
import { useChoiceNotSaved } from '@/components/choice-not-saved';
import { Spinner } from '@/components/spinner';
import { useMe } from '@/lib/use-me';
import { SettingsSection } from './settings-section';

interface Props {
  id: string;
  title: string;
  description: string;
  /** The toast's title when a choice's save fails (the choice goes back). */
  notSavedTitle: string;
  children(me: Me, notSaved: (error: Error) => void): ReactNode;
}

/**
 * A settings section whose switches show the saved choices, so it waits (spinner) until they are known; a
 * choice whose save fails says so in a toast.
 */
export function SavedChoicesSection({ id, title, description, notSavedTitle, children }: Props) {
  const me = useMe();
  const notSaved = useChoiceNotSaved(notSavedTitle);
  return (
    <SettingsSection id={id} title={title} description={description}>
      {me.data ? children(me.data, notSaved) : <Spinner label="Loading your settings…" />}
    </SettingsSection>
  );
}
