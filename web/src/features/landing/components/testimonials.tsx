import * as messages from '@contract/messages';
import { SampleReceiptFace, sampleReceipts } from '@/components/arrival/sample-receipt';
import { LandingSection } from './landing-section';

/**
 * SPEC §1's testimonials: a Receipt is a micro-testimonial, so the samples are Receipts in the product's own
 * card (the hero shows the first), said to be samples, never quotes from invented members.
 */
export function Testimonials() {
  return (
    <LandingSection
      id="testimonials"
      eyebrow="Testimonials"
      title={messages.sampleReceiptsTitle}
      note={messages.sampleReceiptsNote}
    >
      <ul className="landing-samples">
        {sampleReceipts.slice(1).map((sample) => (
          <li key={sample.giver}>
            <figure className="landing-sample-figure" aria-label={messages.sampleReceiptLabel}>
              <SampleReceiptFace sample={sample} />
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
