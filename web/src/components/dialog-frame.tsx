import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import './shared.css';

interface DialogFrameProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Added to the dialog's own class, e.g. for a print layout. */
  className?: string;
}

/**
 * An accessible modal (focus trapped and restored, Escape closes) in the site's style. Our dialogs open from
 * state, not from a Radix trigger, so Radix has nothing to give focus back to: the element focused when the
 * dialog opened is kept, and focus returns to it on close (unless it has left the page meanwhile).
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogFrameProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own focus moves into it. It runs again when the dialog is shown
  // after a part of it suspended (hidden meanwhile, focus fell to the page's body): the body never replaces
  // the element it opened from.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) returnTo.current = active;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={className ? `dialog ${className}` : 'dialog'}
          onCloseAutoFocus={(event) => {
            if (!returnTo.current?.isConnected) return;
            event.preventDefault();
            returnTo.current.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="muted small">{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel (or another word that closes the dialog) and the actions, right-aligned. */
export function DialogActions({ close = 'Cancel', children }: { close?: string; children: ReactNode }) {
  return (
    <div className="button-row end">
      <Dialog.Close asChild>
        <button type="button" className="button button-secondary">
          {close}
        </button>
      </Dialog.Close>
      {children}
    </div>
  );
}
