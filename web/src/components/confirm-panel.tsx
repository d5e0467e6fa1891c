import './shared.css';
import type { ReactNode, Ref } from 'react';

interface Props {
  /** Unique on the page: names the title and description elements. */
  id: string;
  title: ReactNode;
  description: ReactNode;
  /** The title, for a panel that moves the focus there when it opens. */
  titleRef?: Ref<HTMLParagraphElement>;
  children: ReactNode;
}

/**
 * A destructive action confirmed in place (an alert dialog inside the page or a dialog, not a second modal
 * on top of it, which would fight it for focus and outside clicks): the hub's Block and Report, moderation's
 * Remove receipt. The children are any fields and the buttons.
 */
export function ConfirmPanel({ id, title, description, titleRef, children }: Props) {
  return (
    <div
      className="confirm-panel"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <p
        className="confirm-panel-title"
        id={`${id}-title`}
        ref={titleRef}
        tabIndex={titleRef ? -1 : undefined}
      >
        {title}
      </p>
      <p className="muted small" id={`${id}-text`}>
        {description}
      </p>
      {children}
    </div>
  );
}
