import { anonymousReceiptSenderLabels, anonymousReceiptSenders } from '@contract/enums';
import type { OwnSharingSettings } from '@contract/schemas/profile';

interface Props {
  settings: OwnSharingSettings;
  onChange(anonymousReceipts: OwnSharingSettings['anonymousReceipts']): void;
}

/**
 * Whom the member takes anonymous receipts from. Givers are told before they write whether they may send
 * one anonymously, never which of these the member chose.
 */
export function AnonymousReceiptsChoice({ settings, onChange }: Props) {
  return (
    <fieldset className="fieldset settings-anonymous">
      <legend>Anonymous receipts</legend>
      <p className="muted small">
        Who may send you a receipt without their name. Receipts with a name always arrive, unless you block
        the sender.
      </p>
      {anonymousReceiptSenders.map((choice) => (
        <label key={choice} className="radio-row">
          <input
            type="radio"
            name="anonymous-receipts"
            value={choice}
            checked={settings.anonymousReceipts === choice}
            onChange={() => onChange(choice)}
          />{' '}
          {anonymousReceiptSenderLabels[choice]}
        </label>
      ))}
    </fieldset>
  );
}
