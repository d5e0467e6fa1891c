import type { SocialProvider } from '@contract/enums';
import * as messages from '@contract/messages';
import { providerSocialUrl } from '@contract/schemas/profile';
import * as z from 'zod/mini';
import { DialogActions } from '@/components/dialog-frame';
import { FieldError } from '@/components/field-error';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { apiMessageOr, useContractForm } from '@/lib/use-contract-form';
import { useSaveSocialLinks } from '../api/profile-receipts';

/** The "Profile URL" of one provider, checked to be a link to that provider's site. */
export function SocialLinkForm({
  provider,
  current,
  onDone,
}: {
  provider: SocialProvider;
  current: string;
  onDone(): void;
}) {
  const save = useSaveSocialLinks();
  const { field, formState, formError, submitWith } = useContractForm(
    z.object({ url: providerSocialUrl(provider) }),
    { url: current },
  );
  const onSubmit = submitWith(async ({ url }) => {
    await save.mutateAsync({ [provider]: url });
    onDone();
  }, apiMessageOr(messages.failedToUpdateSocialLinks));

  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <TextField
        label="Profile URL"
        type="url"
        placeholder={`https://${provider}.com/your-profile`}
        {...field('url')}
      />
      <FieldError message={formError} />
      <DialogActions>
        <SubmitButton busy={formState.isSubmitting} busyText="Saving...">
          Save
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
