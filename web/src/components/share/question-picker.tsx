import { feedbackQuestionTemplates } from '@contract/enums';
import { limits } from '@contract/limits';

/** A template's index, or the member's own question. */
export type QuestionChoice = number | 'own';

/** The question chosen: a template as it is, or the member's own words. */
export const questionOf = (choice: QuestionChoice, own: string) =>
  choice === 'own' ? own.trim() : (feedbackQuestionTemplates[choice] ?? '');

/**
 * The question to ask: the four templates as radios, and "Your own question" with a one-line box and its
 * character count (native radios: arrow keys move between them).
 */
export function QuestionPicker({
  choice,
  own,
  onChoose,
  onOwnChange,
}: {
  choice: QuestionChoice;
  own: string;
  onChoose(choice: QuestionChoice): void;
  onOwnChange(text: string): void;
}) {
  return (
    <fieldset className="ask-questions">
      <legend className="strong">Your question</legend>
      {feedbackQuestionTemplates.map((template, index) => (
        <label key={template} className="radio-row">
          <input
            type="radio"
            name="ask-question"
            checked={choice === index}
            onChange={() => onChoose(index)}
          />
          {template}
        </label>
      ))}
      <label className="radio-row">
        <input type="radio" name="ask-question" checked={choice === 'own'} onChange={() => onChoose('own')} />
        Your own question
      </label>
      {choice === 'own' ? (
        <div className="ask-own">
          <label htmlFor="ask-own-question" className="visually-hidden">
            Your own question
          </label>
          <input
            id="ask-own-question"
            className="text-input"
            maxLength={limits.feedbackQuestionMax}
            value={own}
            aria-describedby="ask-own-count"
            onChange={(e) => onOwnChange(e.target.value)}
          />
          <p id="ask-own-count" className="muted small ask-count" aria-live="polite">
            {own.length}/{limits.feedbackQuestionMax}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
