/** Every query key of the give page. */
export const giveReceiptKeys = {
  preferredRecipients: ['preferred-recipients'] as const,
  findRecipient: (term: string) => ['find-recipient', term] as const,
};
