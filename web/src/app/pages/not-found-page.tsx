import * as messages from '@contract/messages';
import { LinkPair } from '@/components/link-pair';

export default function NotFoundPage() {
  return (
    <section className="page narrow center">
      <p className="big-number" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <LinkPair
        primary={{ to: '/', label: 'Go to Homepage' }}
        secondary={{ to: '/login', label: messages.signIn }}
      />
    </section>
  );
}
