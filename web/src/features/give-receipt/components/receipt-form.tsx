import {
  categories,
  categoryEmoji,
  conflictResolutions,
  dayContextEmoji,
  dayContexts,
  emotionalRegulationEmoji,
  emotionalRegulations,
  intentEmoji,
  intents,
  relationshipTypes,
} from '@contract/enums';
import { limits } from '@contract/limits';
import type { KeyboardEvent, ReactNode } from 'react';
import { TextAreaField } from '@/components/text-area-field';
import type { ReceiptFormState } from '../utils/receipt-form-state';
import { toggledMulti, toggledSingle } from '../utils/receipt-tags';
import type { useVoiceRecorder } from '../utils/use-voice-recorder';
import { TagGroup } from './tag-group';
import { VoiceRecorder } from './voice-recorder';

interface Props {
  form: ReceiptFormState;
  submitting: boolean;
  recorder: ReturnType<typeof useVoiceRecorder>;
  /** The countdown, kept in view beside the submit button for the whole minute. */
  countdown: ReactNode;
  onSubmit(): void;
}

const list = <T extends string>(value: T | '' | undefined): T[] => (value ? [value] : []);

/**
 * Only the submit button sends: Enter in a checkbox or any other field must not (browsers submit a form
 * on Enter in its inputs, which once sent an "anonymous" receipt signed before the box was ticked).
 */
const blockImplicitSubmit = (event: KeyboardEvent<HTMLFormElement>) => {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement) event.preventDefault();
};

/** Writing first (text, voice), then the tags in compact groups, then sending. */
export function ReceiptForm({ form, submitting, recorder, countdown, onSubmit }: Props) {
  const { register, field, watch, setValue } = form;
  const tags = watch();
  return (
    <form
      className="stack receipt-form"
      aria-label="Your receipt"
      onKeyDown={blockImplicitSubmit}
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.getAttribute('type') === 'submit') onSubmit();
      }}
    >
      <TextAreaField
        label="What did you notice?"
        id="receipt-text"
        rows={4}
        limit={limits.receiptTextMax}
        length={tags.receiptText?.length ?? 0}
        {...field('receiptText')}
      />
      <VoiceRecorder recorder={recorder} disabled={submitting} />
      <div className="tag-groups">
        <TagGroup
          legend="Day context"
          options={dayContexts}
          emoji={dayContextEmoji}
          selected={list(tags.dayContext)}
          onToggle={(v) => setValue('dayContext', toggledSingle(tags.dayContext, v))}
        />
        <TagGroup
          legend="Intent"
          options={intents}
          emoji={intentEmoji}
          selected={list(tags.intent)}
          onToggle={(v) => setValue('intent', toggledSingle(tags.intent, v))}
        />
        <TagGroup
          legend="Category"
          options={categories}
          emoji={categoryEmoji}
          selected={list(tags.category)}
          onToggle={(v) => setValue('category', toggledSingle(tags.category, v))}
        />
        <TagGroup
          legend="Relationship type"
          options={relationshipTypes}
          selected={list(tags.relationshipType)}
          onToggle={(v) => setValue('relationshipType', toggledSingle(tags.relationshipType, v))}
        />
        <TagGroup
          legend="Tags"
          multiple
          options={emotionalRegulations}
          emoji={emotionalRegulationEmoji}
          selected={tags.emotionalRegulation ?? []}
          onToggle={(v) => setValue('emotionalRegulation', toggledMulti(tags.emotionalRegulation, v))}
        />
        <TagGroup
          legend="Conflict resolution"
          multiple
          options={conflictResolutions}
          selected={tags.conflictResolution ?? []}
          onToggle={(v) => setValue('conflictResolution', toggledMulti(tags.conflictResolution, v))}
        />
      </div>
      <label className="checkbox">
        <input type="checkbox" {...register('anonymous')} />
        <span>
          Send anonymously{' '}
          <span className="muted small">(receipts with your name mean more: we encourage signing yours)</span>
        </span>
      </label>
      <div className="send-bar">
        {countdown}
        <button type="submit" className="button button-primary button-large" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Receipt'}
        </button>
      </div>
    </form>
  );
}
