import {
  categories,
  conflictResolutions,
  dayContexts,
  emotionalRegulations,
  intents,
  relationshipTypes,
} from '@contract/enums';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Checkbox } from '@/components/checkbox';
import { TextAreaField } from '@/components/text-area-field';
import type { ReceiptFormState } from '../utils/receipt-form-state';
import { tagChoices } from '../utils/tag-choices';
import type { useVoiceRecorder } from '../utils/use-voice-recorder';
import { ReceiptPreview } from './receipt-preview';
import { SendBar } from './send-bar';
import { TagGroup } from './tag-group';
import { VoiceRecorder } from './voice-recorder';

interface Props {
  form: ReceiptFormState;
  submitting: boolean;
  recorder: ReturnType<typeof useVoiceRecorder>;
  /** The recipient's public goals, offered as optional chips (none: no chips). */
  goals: readonly string[];
  /** Whether the recipient takes an anonymous receipt from this giver: if not, the box is off and says so. */
  takesAnonymous: boolean;
  /** The countdown, kept in view beside the submit button for the whole minute. */
  countdown: ReactNode;
  /** Who it is for, as the preview says it. */
  recipientName: string;
  onSubmit(): void;
}

/**
 * Only the submit button sends: Enter in a checkbox or any other field must not (browsers submit a form
 * on Enter in its inputs, which once sent an "anonymous" receipt signed before the box was ticked).
 */
const blockImplicitSubmit = (event: KeyboardEvent<HTMLFormElement>) => {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement) event.preventDefault();
};

/**
 * Writing first (text, voice), then the tags in compact groups, then sending; Preview swaps the fields for
 * the card being written (kept, not unmounted), and any error brings them back.
 */
export function ReceiptForm({
  form,
  submitting,
  recorder,
  goals,
  takesAnonymous,
  countdown,
  recipientName,
  onSubmit,
}: Props) {
  const { register, field, watch } = form;
  const tags = watch();
  const { single, multi, link } = tagChoices(form);
  const [previewing, setPreviewing] = useState(false);
  const previewId = useId();
  const invalid = Object.keys(form.formState.errors).length > 0 || form.formError !== null;
  useEffect(() => {
    if (invalid) setPreviewing(false);
  }, [invalid]);
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
      <div id={previewId} className="receipt-preview" hidden={!previewing}>
        {previewing ? (
          <ReceiptPreview form={form} voiceNote={recorder.note !== null} recipientName={recipientName} />
        ) : null}
      </div>
      <div className="stack" hidden={previewing}>
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
          <TagGroup legend="Day context" options={dayContexts} icons="dayContext" {...single('dayContext')} />
          <TagGroup legend="Intent" options={intents} icons="intent" {...single('intent')} />
          <TagGroup legend="Category" options={categories} icons="category" {...single('category')} />
          <TagGroup legend="Relationship type" options={relationshipTypes} {...single('relationshipType')} />
          <TagGroup
            legend="Tags"
            multiple
            options={emotionalRegulations}
            icons="regulation"
            {...multi('emotionalRegulation')}
          />
          <TagGroup
            legend="Conflict resolution"
            multiple
            options={conflictResolutions}
            {...multi('conflictResolution')}
          />
          {goals.length ? (
            <TagGroup legend={messages.goalLinkLegend} options={goals} {...link('goal')} />
          ) : null}
        </div>
        <Checkbox {...register('anonymous', { disabled: !takesAnonymous })}>
          Send anonymously{' '}
          <span className="muted small">(receipts with your name mean more: we encourage signing yours)</span>
        </Checkbox>
        {takesAnonymous ? null : <p className="muted small">{messages.anonymousNotTaken}</p>}
      </div>
      <SendBar
        countdown={countdown}
        submitting={submitting}
        previewing={previewing}
        previewId={previewId}
        onPreview={() => setPreviewing((shown) => !shown)}
      />
    </form>
  );
}
