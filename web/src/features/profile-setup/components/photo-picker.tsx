import { profilePhotoTypes } from '@contract/limits';
import * as messages from '@contract/messages';
import type { PhotoVariant } from '@contract/schemas/profile';
import { useRef, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { FieldError } from '@/components/field-error';
import { usePhotoUpload } from '../api/photo-upload';
import { photoProblem } from '../utils/photo-problem';

export function PhotoPicker({
  name,
  photoURL,
  photoVariants,
}: {
  name: string;
  photoURL: string | null;
  photoVariants: PhotoVariant[];
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = usePhotoUpload();
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = photoProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch {
      setError(messages.failedToUploadPhoto);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="photo-picker">
      <Avatar name={name} photoURL={photoURL} photoVariants={photoVariants} size={88} />
      <div className="stack-tight">
        <label className="button button-secondary" htmlFor="profile-photo">
          {upload.isPending ? 'Uploading...' : 'Change Photo'}
        </label>
        <input
          ref={input}
          id="profile-photo"
          className="visually-hidden"
          type="file"
          accept={profilePhotoTypes.join(',')}
          disabled={upload.isPending}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        <span className="muted small">Image files up to 10MB</span>
        <FieldError message={error} />
      </div>
    </div>
  );
}
