/** What decides whether Receipts may e-mail a member: read from their profile and the address's record. */
export interface MailRecipient {
  email: string;
  /** `verificationStatus.email`: the member proved they own the address (Cognito's code). */
  emailVerified: boolean;
  /** Their own setting (Settings, or an unsubscribe link); on by default. */
  emailOn: boolean;
  /** SES reported the address as bouncing or complaining. */
  suppressed: boolean;
  /** The account is disabled or being deleted: it gets nothing more, whatever its settings say. */
  accountEnded: boolean;
}

/**
 * The one rule for every e-mail to a member (receipt notifications, and any later digest): only to an address
 * its owner verified, that they have not turned off, and that has not bounced or complained, of an account
 * that has not ended. Anyone can sign up with someone else's address; until that address's owner proves it,
 * Receipts never writes to it.
 */
export const mayEmail = (recipient: MailRecipient | null): recipient is MailRecipient =>
  recipient !== null &&
  recipient.email !== '' &&
  recipient.emailVerified &&
  recipient.emailOn &&
  !recipient.suppressed &&
  !recipient.accountEnded;

/**
 * A notice about the account itself (its sign-in e-mail changed) goes whatever the member's e-mail setting,
 * under the rest of the rule: a verified address that has not bounced or complained, of an account that has
 * not ended.
 */
export const mayNotifyOfAccountChange = (recipient: Omit<MailRecipient, 'emailOn'>): boolean =>
  mayEmail({ ...recipient, emailOn: true });
