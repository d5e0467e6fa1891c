import type { ReactNode } from 'react';

/** The foot of a profile-setup step: Back on the left, the way on (named after the next step) on the right. */
export function StepButtons({
  onBack,
  onNext,
  next,
  nextDisabled,
}: {
  onBack(): void;
  onNext(): void;
  next: ReactNode;
  nextDisabled?: boolean;
}) {
  return (
    <div className="button-row spread">
      <button type="button" className="button button-secondary" onClick={onBack}>
        Back
      </button>
      <button type="button" className="button button-primary" onClick={onNext} disabled={nextDisabled}>
        {next}
      </button>
    </div>
  );
}
