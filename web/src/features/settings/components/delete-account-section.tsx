import { format, messages } from '@contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogActions, DialogFrame } from '@/components/dialog-frame';
import { ErrorBanner } from '@/components/error-banner';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/lib/use-me';
import { deleteMyAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

/** "Delete account", confirmed by typing the username exactly; then signed out, on the sign-in page. */
export function DeleteAccountSection() {
  const me = useMe();
  const username = me.data?.profile.username ?? '';
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // Kept from when the dialog opened: a retry after a failure midway still has it once the profile is gone.
  const [confirmFor, setConfirmFor] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed === confirmFor && confirmFor !== '';

  const confirm = async () => {
    if (!matches) {
      setError(messages.deleteAccountConfirmMismatch);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteMyAccount(typed);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
      return;
    }
    // The sign-in is gone on the server; signing out here only clears this browser's session. Then, as after
    // "Logout", the sign-in page.
    await signOut().catch(() => undefined);
    queryClient.clear();
    navigate('/login', { replace: true });
    toast({ title: messages.accountDeleted });
  };

  return (
    <SettingsSection
      id="delete-account"
      title={messages.deleteAccount}
      description={messages.deleteAccountDescription}
    >
      <div className="button-row">
        <button
          type="button"
          className="button button-danger"
          disabled={!username}
          onClick={() => {
            setTyped('');
            setConfirmFor(username);
            setError(null);
            setOpen(true);
          }}
        >
          {messages.deleteAccount}
        </button>
      </div>
      <DialogFrame
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={messages.deleteAccount}
        description={messages.deleteAccountDescription}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <TextField
            label={format(messages.deleteAccountConfirmLabel, { username: confirmFor })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            disabled={busy}
          />
          <ErrorBanner message={error} />
          <DialogActions>
            <button
              type="submit"
              className="button button-danger"
              disabled={!matches || busy}
              aria-busy={busy}
            >
              {busy ? 'Deleting…' : messages.deleteAccount}
            </button>
          </DialogActions>
        </form>
      </DialogFrame>
    </SettingsSection>
  );
}
