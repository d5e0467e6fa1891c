import { limits } from '@contract/limits';
import { LandingSection } from './landing-section';

/** SPEC §1's FAQ: anonymity, visibility, who can receive. */
const questions = [
  {
    question: 'Are Receipts anonymous?',
    answer:
      'They can be either. A Receipt can be given anonymously or with your name on it. We encourage signing them: feedback with a name behind it carries more weight.',
  },
  {
    question: 'Who can see my Receipts?',
    answer:
      'You decide. You control which Receipts are visible on your public profile, category by category, and you can keep them all private.',
  },
  {
    question: 'Who can I give a Receipt to?',
    answer: `Anyone in the Receipts network. Find them by username, start the ${limits.receiptTimerSeconds}-second timer and say what you noticed.`,
  },
];

export function Faq() {
  return (
    <LandingSection id="faq" eyebrow="FAQ" title="Frequently asked questions" tinted narrow>
      <div className="landing-faq">
        {questions.map((q) => (
          <details key={q.question}>
            <summary>{q.question}</summary>
            <p className="landing-faq-answer">{q.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
