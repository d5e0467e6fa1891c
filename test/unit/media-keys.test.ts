import {
  isOwnKey,
  profilePhotoKey,
  profilePhotoPrefix,
  voiceRecordingKey,
} from '../../functions/domain/media-keys';

describe('media keys', () => {
  it('builds the spec paths with safe file names', () => {
    expect(profilePhotoKey('u1', '../../etc/passwd', 42)).toBe('profilePhotos/u1/42_etc_passwd');
    expect(profilePhotoKey('u1', 'my photo (1).JPG', 7)).toBe('profilePhotos/u1/7_my_photo_1_.JPG');
    expect(voiceRecordingKey('u1', 'Ada Lovelace', 9)).toBe('voice_recordings/u1/Ada_Lovelace_9.webm');
  });
  it("accepts only plain keys directly under the caller's prefix", () => {
    const prefix = profilePhotoPrefix('u1');
    expect(isOwnKey('profilePhotos/u1/42_a.png', prefix)).toBe(true);
    expect(isOwnKey('profilePhotos/u2/42_a.png', prefix)).toBe(false);
    expect(isOwnKey('profilePhotos/u1/../u2/a.png', prefix)).toBe(false);
    expect(isOwnKey('profilePhotos/u1/sub/a.png', prefix)).toBe(false);
    expect(isOwnKey('profilePhotos/u1/', prefix)).toBe(false);
    expect(isOwnKey('profilePhotos/u10/a.png', prefix)).toBe(false);
  });
});
