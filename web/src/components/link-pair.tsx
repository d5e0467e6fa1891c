import { Link } from 'react-router-dom';

interface Way {
  to: string;
  label: string;
}

/** Two ways on from a notice (a page not found, an empty list, a sign-in prompt), centred; the first stands out. */
export function LinkPair({ primary, secondary }: { primary: Way; secondary: Way }) {
  return (
    <div className="button-row center">
      <Link to={primary.to} className="button button-primary">
        {primary.label}
      </Link>
      <Link to={secondary.to} className="button button-secondary">
        {secondary.label}
      </Link>
    </div>
  );
}
