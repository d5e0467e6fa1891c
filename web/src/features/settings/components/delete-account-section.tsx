import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { DeleteAccountRequest } from '@contract/schemas/account';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogActions, DialogFrame } from '@/components/dialog-frame';
import { ErrorBanner } from '@/components/error-banner';
import { useStepUp } from '@/components/step-up';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { useAuth } from '@/lib/auth';
import { useContractForm } from '@/lib/use-contract-form';
import { useMe } from '@/lib/use-me';
import { deleteMyAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

/**
 * "Delete account", after a recent sign-in (useStepUp; the API refuses it otherwise too), confirmed by typing
 * the username exactly; then signed out, on the sign-in page.
 */
export function DeleteAccountSection() {
  const me = useMe();
  const username = me.data?.profile.username ?? '';
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { guarded, stepUpOn, notice } = useStepUp('delete-account');
  const [open, setOpen] = useState(false);
  // Kept from when the dialog opened: a retry after a failure midway still has it once the profile is gone.
  const [confirmFor, setConfirmFor] = useState('');
  const { field, watch, reset, setError, formState, formError, setFormError, submitWith } = useContractForm(
    DeleteAccountRequest,
    { confirmUsername: '' },
  );
  const busy = formState.isSubmitting;
  const matches = watch('confirmUsername') === confirmFor && confirmFor !== '';

  const confirm = submitWith(
    async ({ confirmUsername }) => {
      if (confirmUsername !== confirmFor) {
        setError(
          'confirmUsername',
          { message: messages.deleteAccountConfirmMismatch },
          { shouldFocus: true },
        );
        return;
      }
      try {
        await deleteMyAccount(confirmUsername);
      } catch (error) {
        // The sign-in went past the window while the dialog was open: the section offers to sign in again.
        if (!stepUpOn(error)) throw error;
        setOpen(false);
        return;
      }
      // The sign-in is gone on the server; signing out here only clears this browser's session. Then, as
      // after "Sign Out", the sign-in page.
      await signOut().catch(() => undefined);
      queryClient.clear();
      navigate('/login', { replace: true });
      toast({ title: messages.accountDeleted });
    },
    (e) => (e as Error).message,
  );

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
          onClick={() =>
            guarded(async () => {
              reset({ confirmUsername: '' });
              setConfirmFor(username);
              setFormError(null);
              setOpen(true);
            })
          }
        >
          {messages.deleteAccount}
        </button>
      </div>
      {notice}
      <DialogFrame
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={messages.deleteAccount}
        description={messages.deleteAccountDescription}
      >
        <form noValidate onSubmit={confirm}>
          <TextField
            label={format(messages.deleteAccountConfirmLabel, { username: confirmFor })}
            {...field('confirmUsername')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            disabled={busy}
          />
          <ErrorBanner message={formError} />
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
