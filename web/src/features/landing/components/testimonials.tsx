import { LandingSection } from './landing-section';

const testimonials = [
  {
    quote:
      'I asked five people for one Receipt each. Reading them on a hard week reminded me who I am when I am at my best.',
    name: 'Jordan P.',
    role: 'Product designer',
  },
  {
    quote:
      'Our team gives Receipts after tough retros. ‘Chose peace over being right’ is now a thing we say out loud.',
    name: 'Amara O.',
    role: 'Engineering manager',
  },
  {
    quote:
      'My goal tag is public speaking. The Receipts from my theater group show me exactly what is getting better.',
    name: 'Luis R.',
    role: 'Teacher',
  },
];

export function Testimonials() {
  return (
    <LandingSection
      id="testimonials"
      eyebrow="Testimonials"
      title="What people are saying"
      note="Sample testimonials that show how people use Receipts."
    >
      <ul className="landing-testimonials">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="landing-testimonial">
              <blockquote>“{t.quote}”</blockquote>
              <figcaption>
                <span className="initial-circle" aria-hidden="true">
                  {t.name.charAt(0)}
                </span>
                <span>
                  <strong>{t.name}</strong>
                  <span className="muted"> · {t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
