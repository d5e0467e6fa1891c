import { Link } from 'react-router-dom';

export function BackToSignIn() {
  return (
    <p className="muted center">
      Remembered it? <Link to="/login">Back to sign in</Link>
    </p>
  );
}
