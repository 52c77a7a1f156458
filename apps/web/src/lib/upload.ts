import type { TUploadResponse, TUploadVisibility } from '@gigbazaar/shared/schemas/uploads';
import type { Api } from './api';

/** POST /uploads: sends one file and answers with the URL it is stored at. */
export async function uploadFile(api: Api, file: Blob, visibility: TUploadVisibility = 'public'): Promise<string> {
  const form = new FormData();
  form.append('visibility', visibility);
  form.append('file', file);
  return (await api.post<TUploadResponse>('/uploads', form)).url;
}
