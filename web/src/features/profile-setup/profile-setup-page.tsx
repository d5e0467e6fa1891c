import { limits } from '@contract/limits';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { PasskeyOffer } from '@/components/passkey-offer';
import { Spinner } from '@/components/spinner';
import { goalTagsSaveError, useSaveGoalTags } from '@/lib/save-goal-tags';
import { useMe } from '@/lib/use-me';
import { AddressBookTab } from './components/address-book-tab';
import { GoalTagsTab } from './components/goal-tags-tab';
import { InnerCircleTab } from './components/inner-circle-tab';
import { PersonalInfoTab } from './components/personal-info-tab';
import { SetupTabList } from './components/setup-tab-list';
import { SharingSettingsTab } from './components/sharing-settings-tab';
import '@/components/shared.css';
import './profile-setup.css';
import { PageHead } from '@/components/page-head';
import type { SetupTab as Tab } from './components/setup-tab-list';

export default function ProfileSetupPage() {
  const me = useMe();
  const [tab, setTab] = useState<Tab>('personal');
  const [goalTags, setGoalTags] = useState<string[] | null>(null);
  const saveGoalTags = useSaveGoalTags();
  const [goalTagsError, setGoalTagsError] = useState<string | null>(null);

  useEffect(() => {
    if (me.data && goalTags === null) setGoalTags(me.data.goalTags.selected);
  }, [me.data, goalTags]);

  if (me.isPending) return <Spinner label="Loading your profile…" />;
  if (me.isError) {
    return (
      <section className="page narrow stack">
        <h1>Profile Setup</h1>
        <ErrorBanner message={me.error.message} />
        <button type="button" className="button button-primary" onClick={() => me.refetch()}>
          Try Again
        </button>
      </section>
    );
  }

  const data = me.data;
  const selected = goalTags ?? data.goalTags.selected;
  const go = (next: Tab) => () => setTab(next);
  // Goal tags ticked and left by another tab are saved on the way out, not lost (Continue saves them too).
  const changeTab = (next: Tab) => {
    const saved = data.goalTags.selected;
    const changed = selected.length !== saved.length || selected.some((tag) => !saved.includes(tag));
    if (tab === 'goals' && next !== 'goals' && changed) {
      setGoalTagsError(null);
      saveGoalTags.mutate(
        { selected: selected as never },
        { onError: (e) => setGoalTagsError(goalTagsSaveError(e)) },
      );
    }
    setTab(next);
  };

  return (
    <section className="page setup">
      <PageHead
        title="Profile Setup"
        intro="Tell people who you are, what you are working on, and what you share."
      />
      <PasskeyOffer />
      <ErrorBanner message={goalTagsError} />
      <Tabs.Root value={tab} onValueChange={(value) => changeTab(value as Tab)} className="tabs">
        <SetupTabList
          tab={tab}
          goalTags={selected.length}
          innerCircle={`${data.counters.innerCircle}/${limits.innerCircleMax}`}
        />
        <Tabs.Content value="personal" className="tab-panel">
          <PersonalInfoTab me={data} onSaved={go('goals')} />
        </Tabs.Content>
        <Tabs.Content value="goals" className="tab-panel">
          <GoalTagsTab
            selected={selected}
            onChange={setGoalTags}
            onBack={go('personal')}
            onSaved={go('circle')}
          />
        </Tabs.Content>
        <Tabs.Content value="circle" className="tab-panel">
          <InnerCircleTab onBack={go('goals')} onNext={go('contacts')} />
        </Tabs.Content>
        <Tabs.Content value="contacts" className="tab-panel">
          <AddressBookTab onBack={go('circle')} onNext={go('sharing')} />
        </Tabs.Content>
        <Tabs.Content value="sharing" className="tab-panel">
          <SharingSettingsTab settings={data.sharingSettings} onBack={go('contacts')} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
