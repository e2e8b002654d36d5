import { useDataProvider, useTranslate } from 'react-admin';
import { AVATAR_MAX_BYTES, IMAGE_MIME_TYPES } from '../../api/constants';
import type { ProfileDto, ProfileInput } from '../../api/profile';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { ImagePicker } from '../../resources/shared/ImagePicker';

interface ProfilePhotoProps {
  profile: ProfileDto;
  save: (input: ProfileInput) => Promise<unknown>;
}

/** The user's photo: a picked image is uploaded (kind=avatar) and saved at once; Remove saves none. */
export function ProfilePhoto({ profile, save }: ProfilePhotoProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  return (
    <ImagePicker
      look="logo"
      src={profile.avatarLink}
      texts={{
        label: translate('profile.photo.label'),
        hint: translate('profile.photo.hint'),
        choose: translate('profile.photo.choose'),
        replace: translate('profile.photo.replace'),
        remove: translate('profile.photo.remove'),
        tooLarge: translate('profile.photo.tooLarge'),
      }}
      accept={IMAGE_MIME_TYPES.join(',')}
      maxBytes={AVATAR_MAX_BYTES}
      onFile={async (file) => {
        const { fileId } = await dataProvider.uploadFile(file, 'avatar');
        await save({ avatarId: fileId });
      }}
      onRemove={() => void save({ avatarId: 0 })}
      testIds={{ root: 'profile-photo', input: 'profile-photo-input' }}
    />
  );
}
