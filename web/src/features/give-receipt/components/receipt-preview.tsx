import { chipsOf, initialOf, quoteOf } from '@/components/receipt-card';
import { ReceiptCardFace } from '@/components/receipt-card-face';
import { useAuth } from '@/lib/auth';
import { shortDate } from '@/lib/dates';
import { useMe } from '@/lib/use-me';
import type { ReceiptFormState } from '../utils/receipt-form-state';

interface Props {
  form: ReceiptFormState;
  /** Whether a voice note goes with it. */
  voiceNote: boolean;
  recipientName: string;
}

/**
 * The receipt being written, on the card its recipient will see in their hub (the one card face): from
 * the giver's name, or from Anonymous, with the quote as the card cuts it and the chips it will carry.
 */
export function ReceiptPreview({ form, voiceNote, recipientName }: Props) {
  const user = useAuth().state.user;
  const profile = useMe().data?.profile;
  const values = form.watch();
  // As the server names the sender: the profile's full name, else the username.
  const ownName =
    profile?.fullName || profile?.username || [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const name = values.anonymous ? 'Anonymous' : ownName || 'You';
  const today = new Date().toISOString();
  return (
    <>
      <p className="muted small">As {recipientName} will see it:</p>
      <div className="receipt-face receipt-preview-card">
        <ReceiptCardFace
          giver={`From ${name}`}
          initial={initialOf(name)}
          knows={values.relationshipType || undefined}
          quote={<q className="receipt-quote">{quoteOf(values.receiptText ?? '') || 'No written note'}</q>}
          chips={chipsOf({
            category: values.category ?? '',
            intent: values.intent ?? '',
            tags: values.emotionalRegulation ?? [],
          })}
          date={{ iso: today, label: shortDate(today) }}
          voiceNote={voiceNote}
        />
      </div>
    </>
  );
}
