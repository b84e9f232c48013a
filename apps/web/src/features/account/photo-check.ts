/** The profile photo rule of spec sections 2 and 9 (PNG or JPEG, 800K); the server checks the content again. */
export const PHOTO_MAX_BYTES = 800 * 1024;
export const PHOTO_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
export const PHOTO_TYPE_MESSAGE = 'Only PNG or JPEG photos are allowed.';
export const PHOTO_SIZE_MESSAGE = 'The photo must be at most 800 KB.';

const TYPES = new Set(['image/png', 'image/jpeg']);
const EXTENSIONS = /\.(png|jpe?g)$/i;

/** Why a chosen file cannot be the profile photo, or '' when it can be sent. */
export function photoProblem(file: { name: string; type: string; size: number }): string {
  // Some systems give no type for a file; then the name decides. A wrong type always refuses.
  const typeOk = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk || !EXTENSIONS.test(file.name)) return PHOTO_TYPE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_SIZE_MESSAGE;
  return '';
}
