import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { photoProblem } from '../../web/src/features/profile-setup/utils/photo-problem';

describe('photoProblem', () => {
  it('accepts images up to 10 MB', () => {
    expect(photoProblem({ type: 'image/jpeg', size: limits.profilePhotoMaxBytes })).toBeNull();
  });
  it('refuses anything that is not an image', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe(messages.uploadImageFile);
    expect(photoProblem({ type: '', size: 10 })).toBe(messages.uploadImageFile);
  });
  it('refuses images over 10 MB', () => {
    expect(photoProblem({ type: 'image/png', size: limits.profilePhotoMaxBytes + 1 })).toBe(
      messages.uploadImageTooLarge,
    );
  });
});
