import * as Tabs from '@radix-ui/react-tabs';
import { useRef } from 'react';
import { CountPill } from '@/components/count-pill';
import { useKeepSelectedInView } from '@/lib/use-keep-selected-in-view';
import { useScrollCue } from '@/lib/use-scroll-cue';

export type SetupTab = 'personal' | 'goals' | 'circle' | 'contacts' | 'sharing';

/**
 * The five steps of profile setup in one row: on a phone it scrolls sideways, fading at the edge that hides
 * more, with the chosen step kept in view.
 */
export function SetupTabList({
  tab,
  goalTags,
  innerCircle,
}: {
  tab: SetupTab;
  goalTags: number;
  innerCircle: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  useKeepSelectedInView(row, tab);
  useScrollCue(row);
  return (
    <Tabs.List ref={row} className="tab-list scroll-cue" aria-label="Profile setup">
      <Tabs.Trigger value="personal" className="tab">
        Personal Info
      </Tabs.Trigger>
      <Tabs.Trigger value="goals" className="tab">
        Goal Tags <CountPill value={goalTags} />
      </Tabs.Trigger>
      <Tabs.Trigger value="circle" className="tab">
        Inner Circle <CountPill value={innerCircle} />
      </Tabs.Trigger>
      <Tabs.Trigger value="contacts" className="tab">
        Address Book
      </Tabs.Trigger>
      <Tabs.Trigger value="sharing" className="tab">
        Sharing Settings
      </Tabs.Trigger>
    </Tabs.List>
  );
}
