import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Node } from 'constructs';
import { envNames } from '../../functions/config';
import { mailConfigurationSetName, notificationSettingsFor } from '../notification-settings';
import { repoRoot } from '../paths';
import { localStage } from './iam/role-policies';

/**
 * What the local mail transport needs: e-mails written under `mailDir`, sent from the local stage's SES identity
 * and configuration set (the names its functions' roles may send with, as the templates say).
 */
export function localMailEnv(mailDir: string): Record<string, string> {
  const { context } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const node = { tryGetContext: (key: string) => context[key] } as unknown as Node;
  return {
    [envNames.mailTransport]: 'file',
    [envNames.mailDir]: mailDir,
    [envNames.mailFrom]: notificationSettingsFor(node, localStage).from,
    [envNames.mailConfigurationSet]: mailConfigurationSetName(localStage),
  };
}
