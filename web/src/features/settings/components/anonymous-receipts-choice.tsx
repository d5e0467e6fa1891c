import { anonymousReceiptSenderLabels, anonymousReceiptSenders } from '@contract/enums';
import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { OwnSharingSettings } from '@contract/schemas/profile';
import { RadioChoices } from '@/components/radio-choices';

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
    <RadioChoices
      className="fieldset settings-anonymous"
      legend="Anonymous receipts"
      description={`Who may send you a receipt without their name. Receipts with a name always arrive, unless you block the sender. ${format(messages.addressBookAnonymityNote, { min: limits.anonymitySetMin })}`}
      name="anonymous-receipts"
      choices={anonymousReceiptSenders}
      labels={anonymousReceiptSenderLabels}
      value={settings.anonymousReceipts}
      onChange={onChange}
    />
  );
}
