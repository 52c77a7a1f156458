/**
 * A picture chosen in sign-up step 5. Uploading needs a session and sign-up creates none (the user logs
 * in next), so the file waits in memory (the app moves to /login without reloading the page) and is uploaded
 * and set as the profile picture right after that user's first login. A reload drops it; Settings can add a
 * picture at any time.
 */
let pending: { username: string; file: File } | null = null;

export function holdPicture(username: string, file: File) {
  pending = { username, file };
}

/** The picture held for this user, handed out once. */
export function takePicture(username: string): File | null {
  if (!pending || pending.username !== username) return null;
  const { file } = pending;
  pending = null;
  return file;
}
