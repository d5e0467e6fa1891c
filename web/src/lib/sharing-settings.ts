import type { OwnSharingSettings, SharingSettings } from '@contract/schemas/profile';
import { callApi } from './api-client';
import { useSaveToMe } from './save-to-me';

/** Sharing settings (profile setup and settings) save at once; the previous settings come back if the save fails. */
export const useSaveSharingSettings = () =>
  useSaveToMe(
    (body: OwnSharingSettings) => callApi('putSharingSettings', { body }),
    (me, sharingSettings) => ({ ...me, sharingSettings }),
  );

/** The three sharing toggles (SPEC §2, Sharing Settings), as profile setup and settings show them. */
export const sharingToggles: { key: keyof SharingSettings; label: string; description: string }[] = [
  { key: 'goals', label: 'Share goals', description: 'Show your goal tags on your public profile.' },
  { key: 'receipts', label: 'Share Receipts', description: 'Show Receipts in your public categories.' },
  { key: 'bio', label: 'Share bio', description: 'Show your short bio on your public profile.' },
  {
    key: 'signedOutVisitors',
    label: 'Open profile link',
    description: 'Let anyone with your profile link see your public profile without signing in.',
  },
];
