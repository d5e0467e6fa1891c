import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { FeedbackRequest } from '@contract/schemas/feedback-requests';
import { feedbackRequestPath } from '@contract/site-paths';
import { useState } from 'react';
import { DialogActions, DialogFrame } from '@/components/dialog-frame';
import { MutationError } from '@/components/mutation-error';
import { RadioChoices } from '@/components/radio-choices';
import { useCreateFeedbackRequest } from '@/lib/feedback-requests';
import { siteLink } from '@/lib/share-links';
import { ContactChoice } from './contact-choice';
import { type QuestionChoice, QuestionPicker, questionOf } from './question-picker';
import { RequestShare } from './request-share';

type Way = 'link' | 'contacts';
const ways = ['link', 'contacts'] as const;
const wayLabels: Record<Way, string> = { link: 'Share a link or QR code', contacts: 'Send to contacts' };

/**
 * "Ask for a receipt": a question (a template or the member's own), asked of chosen contacts in the app or
 * with a link to share anywhere; the link opens the give flow with the question above the form.
 */
export default function AskForReceiptDialog({
  username,
  onOpenChange,
  initialMessage = messages.askForReceiptMessage,
}: {
  username: string;
  onOpenChange(open: boolean): void;
  /** The message it starts with (asking about one goal, say). */
  initialMessage?: string;
}) {
  const [choice, setChoice] = useState<QuestionChoice>(0);
  const [own, setOwn] = useState('');
  const [way, setWay] = useState<Way>('link');
  const [recipients, setRecipients] = useState<string[]>([]);
  const [made, setMade] = useState<FeedbackRequest | null>(null);
  const create = useCreateFeedbackRequest();
  const question = questionOf(choice, own);
  const ready = question !== '' && (way === 'link' || recipients.length > 0) && !create.isPending;

  const ask = () =>
    create.mutate(
      { question, recipients: way === 'contacts' ? recipients : [] },
      { onSuccess: (request) => setMade(request) },
    );

  return (
    <DialogFrame
      open
      onOpenChange={onOpenChange}
      title="Ask for a receipt"
      description={
        made
          ? 'Anyone with this link can answer your question with a receipt for the next 14 days.'
          : 'Choose a question, then send it to contacts or share a link.'
      }
    >
      {made ? (
        <RequestShare
          link={siteLink(feedbackRequestPath(username, made.id))}
          question={made.question}
          initialMessage={initialMessage}
          sentTo={made.recipients.length}
        />
      ) : (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready) ask();
          }}
        >
          <QuestionPicker choice={choice} own={own} onChoose={setChoice} onOwnChange={setOwn} />
          <RadioChoices
            legend="How to ask"
            name="ask-way"
            choices={ways}
            labels={wayLabels}
            value={way}
            onChange={setWay}
          />
          {way === 'contacts' ? (
            <>
              <ContactChoice chosen={recipients} onChange={setRecipients} />
              <p className="muted small">
                {format(messages.anonymitySetHint, { min: String(limits.anonymitySetMin) })}
              </p>
            </>
          ) : null}
          <MutationError mutation={create} fallback={messages.feedbackRequestNotCreated} />
          <DialogActions close="Close">
            <button type="submit" className="button button-primary" disabled={!ready}>
              {way === 'contacts' ? 'Send request' : 'Create link'}
            </button>
          </DialogActions>
        </form>
      )}
    </DialogFrame>
  );
}
