import { categories } from '@contract/enums';
import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import { type Me, PublicCategories, PutProfileRequest } from '@contract/schemas/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { ErrorBanner } from '@/components/error-banner';
import { FieldError } from '@/components/field-error';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { useSavePersonalInfo } from '../api/save-profile';
import { EmailVerify } from './email-verify';
import { PhotoPicker } from './photo-picker';

const PersonalInfoForm = z.extend(
  z.pick(PutProfileRequest, { fullName: true, phone: true, shortBio: true }),
  {
    publicCategories: PublicCategories,
  },
);
type PersonalInfoValues = {
  fullName: string;
  phone: string;
  shortBio: string;
  publicCategories: PublicCategories;
};

export function PersonalInfoTab({ me, onSaved }: { me: Me; onSaved: () => void }) {
  const { profile } = me;
  const save = useSavePersonalInfo();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<PersonalInfoValues>({
    resolver: zodResolver(PersonalInfoForm) as never,
    mode: 'onTouched',
    defaultValues: {
      fullName: profile.fullName,
      phone: profile.phone,
      shortBio: profile.shortBio,
      publicCategories: profile.publicCategories,
    },
  });
  const bioLength = watch('shortBio')?.length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messages.failedToSaveProfile);
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <ErrorBanner message={error} />
      <PhotoPicker name={profile.fullName} photoURL={profile.photoURL} />
      <TextField
        label="Username"
        value={`@${profile.username}`}
        readOnly
        aria-readonly="true"
        hint="Your username cannot be changed."
      />
      <TextField
        label="Full name"
        autoComplete="name"
        {...register('fullName')}
        error={formState.errors.fullName?.message}
      />
      <div className="field-stack">
        <TextField
          label="Email"
          value={profile.email}
          readOnly
          aria-readonly="true"
          hint="Email cannot be changed after registration."
        />
        <EmailVerify email={profile.email} verified={profile.verificationStatus.email} />
      </div>
      {/* No phone "Verify" toggle: a box people tick for themselves would verify nothing. */}
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        {...register('phone')}
        error={formState.errors.phone?.message}
        hint="Optional. Never shown on your public profile."
      />
      <div className="field">
        <label htmlFor="short-bio">Short bio</label>
        <textarea
          id="short-bio"
          rows={2}
          maxLength={limits.shortBioMax}
          aria-describedby="short-bio-count"
          {...register('shortBio')}
        />
        <span id="short-bio-count" className="field-hint">
          {bioLength}/{limits.shortBioMax} characters
        </span>
        <FieldError message={formState.errors.shortBio?.message} />
      </div>
      <fieldset className="fieldset">
        <legend>Public categories</legend>
        <p className="muted small">Receipts in these categories can appear on your public profile.</p>
        <div className="checkbox-grid">
          {categories.map((category) => (
            <label key={category} className="checkbox">
              <input type="checkbox" {...register(`publicCategories.${category}`)} />
              <span>{category}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="button-row end">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Continue to Goal Tags'}
        </button>
      </div>
    </form>
  );
}
