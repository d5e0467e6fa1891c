import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { ContactMessageRequest } from '@contract/schemas/contact';
import { useEffect, useRef, useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { SubmitButton } from '@/components/submit-button';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { callApi } from '@/lib/api-client';
import { apiMessageOr, useContractForm } from '@/lib/use-contract-form';

const blank: ContactMessageRequest = { name: '', email: '', message: '' };

/** The contact page's form: one e-mail to the team, replies to the address given. */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const { field, formState, formError, submitWith, watch, reset } = useContractForm(
    ContactMessageRequest,
    blank,
  );
  const onSubmit = submitWith(async (body) => {
    await callApi('sendContactMessage', { body });
    reset(blank);
    setSent(true);
  }, apiMessageOr(messages.contactFormFailed));
  // The form is replaced: focus moves to what replaced it, once it is on the page, so it is read out (a frame
  // requested at submit could come before React had rendered it, on a busy machine).
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  if (sent)
    return (
      <div className="contact-sent">
        <p ref={confirmation} tabIndex={-1} role="status" className="contact-sent-text">
          {messages.contactFormSent}
        </p>
        <button type="button" className="button button-secondary" onClick={() => setSent(false)}>
          Write another message
        </button>
      </div>
    );

  return (
    <form className="stack contact-form" noValidate onSubmit={onSubmit} aria-label="Contact the team">
      <ErrorBanner message={formError} />
      <TextField label="Your name" autoComplete="name" {...field('name')} />
      <TextField label="Your email" type="email" autoComplete="email" {...field('email')} />
      <TextAreaField
        label="Message"
        rows={6}
        limit={limits.contactMessageMax}
        length={(watch('message') ?? '').length}
        {...field('message')}
      />
      <SubmitButton busy={formState.isSubmitting} busyText="Sending...">
        Send Message
      </SubmitButton>
    </form>
  );
}
