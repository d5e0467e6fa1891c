import type { Me } from '@contract/schemas/profile';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/spinner';
import { useMe } from '@/lib/use-me';
import { SettingsSection } from './settings-section';

interface Props {
  id: string;
  title: string;
  description: string;
  children(me: Me): ReactNode;
}

/** A settings section whose switches show the saved choices, so it waits (spinner) until they are known. */
export function SavedChoicesSection({ id, title, description, children }: Props) {
  const me = useMe();
  return (
    <SettingsSection id={id} title={title} description={description}>
      {me.data ? children(me.data) : <Spinner label="Loading your settings…" />}
    </SettingsSection>
  );
}
