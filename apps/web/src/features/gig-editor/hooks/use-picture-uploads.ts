import { useCallback, useEffect, useRef, useState } from 'react';
import { MSG } from '@gigbazaar/shared/messages';
import { ApiError } from '../../../lib/api';
import { uploadFileWithProgress } from '../../../lib/upload';
import { pictureRefusal, pictureRefusalMessage } from '../gig-form';

export interface PickedPicture {
  file: File;
  /** A local object URL for the thumbnail until it is uploaded. */
  preview: string;
}

/** The uploaded URLs of what was picked: only what was picked (an edit may keep its old cover or images). */
export interface UploadedPictures {
  cover?: string;
  images?: string[];
}

/** An upload that did not go: the sentence for the wizard's notice. */
export class UploadProblem extends Error {}

/**
 * Step 2's pictures: a cover and a set of 4 picked in the browser (previewed from local object URLs), uploaded
 * together when Next is pressed, with one progress bar per picture. A file that is too large or not a picture
 * (caught before sending, or judged by the server from its content) is named with what the wizard accepts; the
 * hourly upload limit says when to try again; any other failure is the wizard's own "Error uploading files.".
 */
export function usePictureUploads() {
  const [cover, setCover] = useState<PickedPicture | null>(null);
  const [images, setImages] = useState<PickedPicture[]>([]);
  const [progress, setProgress] = useState<number[] | null>(null);

  // Local previews are released when the wizard goes away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const owned = previews.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const pick = (file: File): PickedPicture => {
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    return { file, preview };
  };

  const pickCover = (file: File) => setCover(pick(file));
  const pickImages = (files: File[]) => setImages(files.map(pick));

  const upload = useCallback(async (): Promise<UploadedPictures> => {
    const files = [...(cover ? [cover.file] : []), ...images.map((p) => p.file)];
    if (!files.length) return {};
    for (const file of files) {
      const refusal = pictureRefusal(file);
      if (refusal) throw new UploadProblem(pictureRefusalMessage(file.name, refusal));
    }
    setProgress(files.map(() => 0));
    try {
      const urls = await Promise.all(
        files.map((file, i) =>
          uploadFileWithProgress(file, 'public', (fraction) =>
            setProgress((p) => (p ? p.map((x, k) => (k === i ? fraction : x)) : p)),
          ).catch((error: unknown) => {
            // The server judged the file by its content: say which one, and what it takes instead.
            if (error instanceof ApiError && error.code === 'unsupported_type')
              throw new UploadProblem(pictureRefusalMessage(file.name, 'type'));
            if (error instanceof ApiError && error.code === 'too_large')
              throw new UploadProblem(pictureRefusalMessage(file.name, 'size'));
            throw error;
          }),
        ),
      );
      setCover(null);
      setImages([]);
      return {
        ...(cover ? { cover: urls[0] } : {}),
        ...(images.length ? { images: urls.slice(cover ? 1 : 0) } : {}),
      };
    } catch (error) {
      if (error instanceof UploadProblem) throw error;
      const limited = error instanceof ApiError && error.status === 429 && error.fromBody;
      throw new UploadProblem(limited ? error.message : `${MSG.uploadFilesFailed} Please try again.`);
    } finally {
      setProgress(null);
    }
  }, [cover, images]);

  return {
    cover,
    images,
    progress,
    picked: { cover: Boolean(cover), images: images.length },
    pickCover,
    pickImages,
    upload,
  };
}
