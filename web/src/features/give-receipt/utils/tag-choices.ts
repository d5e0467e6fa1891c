import type { ReceiptContentForm } from '@contract/schemas/receipts';
import type { PathValue } from 'react-hook-form';
import type { ReceiptFormState } from './receipt-form-state';
import { toggledMulti, toggledSingle } from './receipt-tags';

type SingleTag = 'dayContext' | 'intent' | 'category' | 'relationshipType';
type MultiTag = 'emotionalRegulation' | 'conflictResolution';
type Choice<K extends SingleTag> = Exclude<ReceiptContentForm[K], '' | undefined>;
type Choices<K extends MultiTag> = NonNullable<ReceiptContentForm[K]>[number];

/** What a TagGroup of the give form shows as chosen, and what choosing a chip does to the form. */
export function tagChoices({ watch, setValue }: ReceiptFormState) {
  const tags = watch();
  return {
    single: <K extends SingleTag>(name: K) => {
      const current = tags[name] as Choice<K> | '' | undefined;
      return {
        selected: current ? [current] : [],
        onToggle: (value: Choice<K>) =>
          setValue(name, toggledSingle(current, value) as PathValue<ReceiptContentForm, K>),
      };
    },
    /** An optional link (the recipient's goal): absent when none is chosen; choosing it again clears it. */
    link: (name: 'goal') => {
      const current = tags[name];
      return {
        selected: current ? [current] : [],
        onToggle: (value: string) =>
          setValue(name, (current === value ? undefined : value) as PathValue<ReceiptContentForm, 'goal'>),
      };
    },
    multi: <K extends MultiTag>(name: K) => {
      const current = tags[name] as Choices<K>[] | undefined;
      return {
        selected: current ?? [],
        onToggle: (value: Choices<K>) =>
          setValue(name, toggledMulti(current, value) as PathValue<ReceiptContentForm, K>),
      };
    },
  };
}
