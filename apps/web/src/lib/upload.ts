import type { TUploadResponse, TUploadVisibility } from '@gigbazaar/shared/schemas/uploads';
import type { TOwnUser } from '@gigbazaar/shared/schemas/users';
import type { TApiError } from '@gigbazaar/shared/schemas/common';
import { ApiError, type Api } from './api';

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

/**
 * POST /uploads with progress: fetch cannot report how much of a request body has been sent, XMLHttpRequest can.
 * `onProgress` gets 0–1. Fails with the server's ApiError (its user-facing sentence) like the API client does.
 */
export function uploadFileWithProgress(
  file: Blob,
  visibility: TUploadVisibility,
  onProgress: (fraction: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('visibility', visibility);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.setRequestHeader('X-Requested-With', 'fetch');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'network', 'Could not reach GigBazaar. Check your connection and try again.'));
    xhr.onload = () => {
      let body: Partial<TUploadResponse & TApiError> = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // A proxy's HTML error page: fall through to the generic message.
      }
      if (xhr.status === 201 && body.url) {
        onProgress(1);
        resolve(body.url);
      } else {
        reject(
          new ApiError(
            xhr.status,
            body.code ?? 'internal',
            body.message ?? 'Something went wrong. Please try again.',
            body.fields,
          ),
        );
      }
    };
    xhr.send(form);
  });
}
