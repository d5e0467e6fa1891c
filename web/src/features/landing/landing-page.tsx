import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth';

export default function LandingPage() {
  const { state } = useAuth();
  return (
    <section className="hero">
      <h1>Receipts for who you really are</h1>
      <p className="lead">
        Collect and give short, meaningful notes about emotional intelligence, authenticity and personal
        growth.
      </p>
      {state.status === 'signedIn' ? null : (
        <Link to="/signup" className="button button-primary button-large">
          Create Your Profile
        </Link>
      )}
    </section>
  );
}
