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
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { type ReceiptTags, toggleMulti, toggleSingle } from '../utils/receipt-tags';
import type { useVoiceRecorder } from '../utils/use-voice-recorder';
import { TagGroup } from './tag-group';
import { VoiceRecorder } from './voice-recorder';

interface Props {
  tags: ReceiptTags;
  text: string;
  anonymous: boolean;
  submitting: boolean;
  recorder: ReturnType<typeof useVoiceRecorder>;
  textRef: RefObject<HTMLTextAreaElement | null>;
  /** The countdown, kept in view beside the submit button for the whole minute. */
  countdown: ReactNode;
  onTags(tags: ReceiptTags): void;
  onText(text: string): void;
  onAnonymous(anonymous: boolean): void;
  onSubmit(): void;
}

const list = <T,>(value: T | undefined): T[] => (value === undefined ? [] : [value]);

/**
 * Only the submit button sends: Enter in a checkbox or any other field must not (browsers submit a form
 * on Enter in its inputs, which once sent an "anonymous" receipt signed before the box was ticked).
 */
const blockImplicitSubmit = (event: KeyboardEvent<HTMLFormElement>) => {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement) event.preventDefault();
};

/** Writing first (text, voice), then the tags in compact groups, then sending. */
export function ReceiptForm({
  tags,
  text,
  anonymous,
  submitting,
  recorder,
  textRef,
  countdown,
  ...on
}: Props) {
  return (
    <form
      className="stack receipt-form"
      aria-label="Your receipt"
      onKeyDown={blockImplicitSubmit}
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.getAttribute('type') === 'submit') on.onSubmit();
      }}
    >
      <div className="field">
        <label htmlFor="receipt-text">What did you notice?</label>
        <textarea
          id="receipt-text"
          ref={textRef}
          rows={4}
          maxLength={limits.receiptTextMax}
          value={text}
          onChange={(event) => on.onText(event.target.value)}
          aria-describedby="receipt-text-count"
        />
        <span id="receipt-text-count" className="field-hint">
          {text.length}/{limits.receiptTextMax} characters
        </span>
      </div>
      <VoiceRecorder recorder={recorder} disabled={submitting} />
      <div className="tag-groups">
        <TagGroup
          legend="Day context"
          options={dayContexts}
          emoji={dayContextEmoji}
          selected={list(tags.dayContext)}
          onToggle={(v) => on.onTags(toggleSingle(tags, 'dayContext', v))}
        />
        <TagGroup
          legend="Intent"
          options={intents}
          emoji={intentEmoji}
          selected={list(tags.intent)}
          onToggle={(v) => on.onTags(toggleSingle(tags, 'intent', v))}
        />
        <TagGroup
          legend="Category"
          options={categories}
          emoji={categoryEmoji}
          selected={list(tags.category)}
          onToggle={(v) => on.onTags(toggleSingle(tags, 'category', v))}
        />
        <TagGroup
          legend="Relationship type"
          options={relationshipTypes}
          selected={list(tags.relationshipType)}
          onToggle={(v) => on.onTags(toggleSingle(tags, 'relationshipType', v))}
        />
        <TagGroup
          legend="Tags"
          multiple
          options={emotionalRegulations}
          emoji={emotionalRegulationEmoji}
          selected={tags.emotionalRegulation ?? []}
          onToggle={(v) => on.onTags(toggleMulti(tags, 'emotionalRegulation', v))}
        />
        <TagGroup
          legend="Conflict resolution"
          multiple
          options={conflictResolutions}
          selected={tags.conflictResolution ?? []}
          onToggle={(v) => on.onTags(toggleMulti(tags, 'conflictResolution', v))}
        />
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={anonymous}
          onChange={(event) => on.onAnonymous(event.target.checked)}
        />
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
