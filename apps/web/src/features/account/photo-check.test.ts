import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE, photoProblem } from './photo-check';

describe('photoProblem', () => {
  it('accepts PNG and JPEG up to 800 KB', () => {
    expect(photoProblem({ name: 'me.png', type: 'image/png', size: 1200 })).toBe('');
    expect(photoProblem({ name: 'me.JPG', type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBe('');
    expect(photoProblem({ name: 'me.jpeg', type: '', size: 10 })).toBe('');
  });
  it('refuses other types, also when only the name pretends', () => {
    expect(photoProblem({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe(PHOTO_TYPE_MESSAGE);
    expect(photoProblem({ name: 'me.png', type: 'image/svg+xml', size: 10 })).toBe(PHOTO_TYPE_MESSAGE);
    expect(photoProblem({ name: 'me.webp', type: '', size: 10 })).toBe(PHOTO_TYPE_MESSAGE);
  });
  it('refuses a file over 800 KB', () => {
    expect(photoProblem({ name: 'me.png', type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_SIZE_MESSAGE);
  });
});
