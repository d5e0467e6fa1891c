import { Spinner } from './spinner';

/** Holds a screen's height while a page loads, so the footer does not jump up and back down. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div className="page-loading">
      <Spinner label={label} />
    </div>
  );
}
