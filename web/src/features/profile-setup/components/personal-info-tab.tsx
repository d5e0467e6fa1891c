import { categories } from '@contract/enums';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { type Me, PublicCategories, PutProfileRequest } from '@contract/schemas/profile';
import * as z from 'zod/mini';
import { Checkbox } from '@/components/checkbox';
import { ErrorBanner } from '@/components/error-banner';
import { SubmitButton } from '@/components/submit-button';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { apiMessageOr, useContractForm } from '@/lib/use-contract-form';
import { useSavePersonalInfo } from '../api/save-profile';
import { EmailVerify } from './email-verify';
import { PhotoPicker } from './photo-picker';

const PersonalInfoForm = z.extend(
  z.pick(PutProfileRequest, { fullName: true, phone: true, shortBio: true }),
  {
    publicCategories: PublicCategories,
  },
);

export function PersonalInfoTab({ me, onSaved }: { me: Me; onSaved: () => void }) {
  const { profile } = me;
  const save = useSavePersonalInfo();
  const { register, field, watch, formState, formError, submitWith } = useContractForm(PersonalInfoForm, {
    fullName: profile.fullName,
    phone: profile.phone,
    shortBio: profile.shortBio,
    publicCategories: profile.publicCategories,
  });
  const bioLength = watch('shortBio')?.length ?? 0;

  const onSubmit = submitWith(async (values) => {
    await save.mutateAsync(values);
    onSaved();
  }, apiMessageOr(messages.failedToSaveProfile));

  return (
    <form className="stack personal-info" onSubmit={onSubmit} noValidate>
      <ErrorBanner message={formError} />
      <PhotoPicker
        name={profile.fullName}
        photoURL={profile.photoURL}
        photoVariants={profile.photoVariants}
      />
      <TextField
        label="Username"
        value={`@${profile.username}`}
        readOnly
        aria-readonly="true"
        hint="Your username cannot be changed."
      />
      <TextField label="Full name" autoComplete="name" {...field('fullName')} />
      <div className="field-stack">
        <TextField
          label="Email"
          value={profile.email}
          readOnly
          aria-readonly="true"
          hint="To change the email you sign in with, go to Settings."
        />
        <EmailVerify email={profile.email} verified={profile.verificationStatus.email} />
      </div>
      {/* No phone "Verify" toggle: a box people tick for themselves would verify nothing. */}
      <TextField
        label="Phone"
        className="field-short"
        type="tel"
        autoComplete="tel"
        {...field('phone')}
        hint="Optional. Never shown on your public profile."
      />
      <TextAreaField
        label="Short bio"
        id="short-bio"
        rows={2}
        limit={limits.shortBioMax}
        length={bioLength}
        {...field('shortBio')}
      />
      <fieldset className="fieldset">
        <legend>Public categories</legend>
        <p className="muted small">Receipts in these categories can appear on your public profile.</p>
        <div className="checkbox-grid">
          {categories.map((category) => (
            <Checkbox key={category} {...register(`publicCategories.${category}`)}>
              {category}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <div className="button-row end">
        <SubmitButton busy={formState.isSubmitting} busyText="Saving...">
          Continue to Goal Tags
        </SubmitButton>
      </div>
    </form>
  );
}
