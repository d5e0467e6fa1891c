import type { ComponentType } from 'react';
import { AccountSection } from './components/account-section';
import { BlockedSection } from './components/blocked-section';
import { DataSection } from './components/data-section';
import { DeleteAccountSection } from './components/delete-account-section';
import { HeldForReviewSection } from './components/held-for-review-section';
import { ModerationSection } from './components/moderation-section';
import { PasskeysSection } from './components/passkeys-section';
import { PrivacySection } from './components/privacy-section';
import { TwoStepSection } from './components/two-step-section';
import { NotificationsSection } from './notifications-section';

/**
 * The settings page, section by section, in order. A new section is a component that renders a
 * `SettingsSection`, and one line here.
 */
export const settingsSections: { id: string; Section: ComponentType }[] = [
  { id: 'account', Section: AccountSection },
  { id: 'moderation', Section: ModerationSection },
  { id: 'passkeys', Section: PasskeysSection },
  { id: 'two-step', Section: TwoStepSection },
  { id: 'privacy', Section: PrivacySection },
  { id: 'notifications', Section: NotificationsSection },
  { id: 'held-for-review', Section: HeldForReviewSection },
  { id: 'blocked', Section: BlockedSection },
  { id: 'data', Section: DataSection },
  { id: 'delete-account', Section: DeleteAccountSection },
];
