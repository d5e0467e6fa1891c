import { type FollowUpChange, followUpChanges } from '@contract/enums';
import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { FollowUpToAnswer } from '@contract/schemas/follow-ups';
import { useState } from 'react';
import { TextAreaField } from '@/components/text-area-field';
import { ApiError } from '@/lib/api-error';
import { useFollowUpsToAnswer, useReplyToFollowUp } from '../api/follow-ups';

const changeLabel: Record<FollowUpChange, string> = {
  yes: messages.followUpChangeYes,
  somewhat: messages.followUpChangeSomewhat,
  no: messages.followUpChangeNo,
};

/** One follow-up a giver was asked: the question, a yes/somewhat/no choice and a short answer, or decline. */
function FollowUpItem({ followUp }: { followUp: FollowUpToAnswer }) {
  const reply = useReplyToFollowUp();
  const [change, setChange] = useState<FollowUpChange>('yes');
  const [text, setText] = useState('');
  const headingId = `follow-up-${followUp.id}`;
  if (followUp.status !== 'pending')
    return (
      <li className="card follow-up-item" aria-labelledby={headingId}>
        <h3 id={headingId}>
          {format(messages.followUpFrom, { name: followUp.askerName, goal: followUp.goal })}
        </h3>
        <p className="muted">
          {followUp.status === 'answered' ? messages.followUpSent : messages.followUpDeclined}
        </p>
        {followUp.yourAnswer ? (
          <p>
            <strong>
              {format(messages.followUpYourAnswer, { change: changeLabel[followUp.yourAnswer.change] })}
            </strong>{' '}
            {followUp.yourAnswer.text}
          </p>
        ) : null}
      </li>
    );
  const error = reply.error instanceof ApiError ? reply.error.message : messages.followUpAnswerFailed;
  return (
    <li className="card follow-up-item" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {format(messages.followUpFrom, { name: followUp.askerName, goal: followUp.goal })}
      </h3>
      {followUp.reminded ? <p className="small">{messages.followUpReminded}</p> : null}
      <p>{followUp.question}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          reply.mutate({ followUpId: followUp.id, change, text });
        }}
      >
        <fieldset className="follow-up-choice">
          <legend>{messages.followUpChangeLegend}</legend>
          {followUpChanges.map((c) => (
            <label key={c}>
              <input
                type="radio"
                name={`change-${followUp.id}`}
                value={c}
                checked={change === c}
                onChange={() => setChange(c)}
              />{' '}
              {changeLabel[c]}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={messages.followUpAnswerLabel}
          limit={limits.followUp.answerMax}
          length={text.length}
          value={text}
          rows={2}
          onChange={(event) => setText(event.target.value)}
        />
        {reply.isError ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="button-row">
          <button type="submit" className="button button-primary button-small" disabled={reply.isPending}>
            {messages.followUpSend}
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={reply.isPending}
            onClick={() => reply.mutate({ followUpId: followUp.id, decline: true })}
          >
            {messages.followUpDecline}
          </button>
        </div>
      </form>
    </li>
  );
}

/** The follow-ups the member was asked as a giver; nothing when there are none. */
export function FollowUpsToAnswer() {
  const followUps = useFollowUpsToAnswer();
  if (followUps.isPending) return null;
  if (followUps.isError) return <p className="muted">{messages.followUpsLoadFailed}</p>;
  if (!followUps.data.items.length) return null;
  return (
    <section className="follow-ups" aria-labelledby="follow-ups-heading">
      <h2 id="follow-ups-heading">{messages.followUpsTitle}</h2>
      <p className="muted">{messages.followUpsIntro}</p>
      <ol className="follow-ups-list">
        {followUps.data.items.map((f) => (
          <FollowUpItem key={f.id} followUp={f} />
        ))}
      </ol>
    </section>
  );
}
