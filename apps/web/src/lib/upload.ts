import type { TUploadResponse, TUploadVisibility } from '@gigbazaar/shared/schemas/uploads';
import type { TOwnUser } from '@gigbazaar/shared/schemas/users';
import type { Api } from './api';

/** POST /uploads: sends one file and answers with the URL it is stored at. */
export async function uploadFile(api: Api, file: Blob, visibility: TUploadVisibility = 'public'): Promise<string> {
  const form = new FormData();
  form.append('visibility', visibility);
  form.append('file', file);
  return (await api.post<TUploadResponse>('/uploads', form)).url;
}

/** Uploads a picture and makes it the signed-in user's profile picture (POST /uploads, PUT /users/profile-picture). */
export async function setProfilePicture(api: Api, file: Blob): Promise<TOwnUser> {
  const img = await uploadFile(api, file, 'public');
  return api.put<TOwnUser>('/users/profile-picture', { img });
}
