import type { Node } from 'constructs';

export interface NotificationSettings {
  /** The SES identity e-mails are sent from: a domain (`receipts.example.com`) or one address. */
  identity: string;
  /** The From address, on that identity. */
  from: string;
  /** Where the contact form's messages go: the team's inbox. */
  teamAddress: string;
}

/** The stage's SES configuration set (suppression list, bounce and complaint events): one name, two stacks. */
export const mailConfigurationSetName = (stage: string) => `receipts-${stage}-mail`;

/**
 * Per stage from context: `-c sesIdentity=<domain or address>` (and optionally `-c mailFrom=<address>`,
 * `-c teamAddress=<address>`), or in cdk.json `"notifications": { "<stage>": { "identity": "...", "from":
 * "...", "teamAddress": "..." } }`. Without either, a
 * placeholder domain per stage: SES will not send until a real identity is configured and verified.
 */
export function notificationSettingsFor(node: Node, stage: string): NotificationSettings {
  const perStage = (
    node.tryGetContext('notifications') as Record<string, Partial<NotificationSettings>> | undefined
  )?.[stage];
  const identity =
    (node.tryGetContext('sesIdentity') as string | undefined) ??
    perStage?.identity ??
    `${stage}.receipts.invalid`;
  const from =
    (node.tryGetContext('mailFrom') as string | undefined) ??
    perStage?.from ??
    (identity.includes('@') ? identity : `no-reply@${identity}`);
  const teamAddress =
    (node.tryGetContext('teamAddress') as string | undefined) ??
    perStage?.teamAddress ??
    (identity.includes('@') ? identity : `team@${identity}`);
  return { identity, from, teamAddress };
}
