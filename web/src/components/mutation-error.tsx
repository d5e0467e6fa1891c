import { ErrorBanner } from './error-banner';

interface Props {
  /** A TanStack Query mutation, or anything else with its `error`. */
  mutation: { error: Error | null };
  /** Said when the failure brought no message of its own. */
  fallback: string;
}

/** A failed change, announced: the API's message where it sent one (see ApiError), else the fallback. */
export function MutationError({ mutation, fallback }: Props) {
  return <ErrorBanner message={mutation.error ? mutation.error.message || fallback : null} />;
}
