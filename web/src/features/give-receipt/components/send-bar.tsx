import { type ReactNode, useRef } from 'react';
import { LineIcon } from '@/components/line-icon';
import { useKeyboardInset } from '../utils/use-keyboard-inset';
import './writing.css';

interface Props {
  countdown: ReactNode;
  submitting: boolean;
  previewing: boolean;
  /** The id of what the Preview button shows. */
  previewId: string;
  onPreview(): void;
}

/** An eye: the card as it will be seen. */
const EyeIcon = () => (
  <LineIcon size={18} rounded>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </LineIcon>
);

/**
 * The bottom of the give form, kept in view for the whole minute and above the on-screen keyboard: the
 * countdown, the preview of the card and the submit button.
 */
export function SendBar({ countdown, submitting, previewing, previewId, onPreview }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  useKeyboardInset(bar);
  return (
    <div ref={bar} className="send-bar">
      {countdown}
      <div className="send-bar-actions">
        <button
          type="button"
          className="button button-secondary preview-toggle"
          aria-pressed={previewing}
          aria-controls={previewId}
          onClick={onPreview}
        >
          <EyeIcon />
          <span className="preview-toggle-label">Preview</span>
        </button>
        <button type="submit" className="button button-primary button-large" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Receipt'}
        </button>
      </div>
    </div>
  );
}
