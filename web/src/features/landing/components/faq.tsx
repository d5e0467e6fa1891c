import { limits } from '@contract/limits';

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
    <section id="faq" className="landing-section landing-section-tinted" aria-labelledby="faq-title">
      <div className="landing-container landing-narrow">
        <header className="landing-section-header">
          <p className="landing-eyebrow">FAQ</p>
          <h2 id="faq-title">Frequently asked questions</h2>
        </header>
        <div className="landing-faq">
          {questions.map((q) => (
            <details key={q.question}>
              <summary>{q.question}</summary>
              <p className="landing-faq-answer">{q.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
