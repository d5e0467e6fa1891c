import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <section className="page narrow center">
      <p className="big-number" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <div className="button-row center">
        <Link to="/" className="button button-primary">
          Go to Homepage
        </Link>
        <Link to="/login" className="button button-secondary">
          Sign In
        </Link>
      </div>
    </section>
  );
}
