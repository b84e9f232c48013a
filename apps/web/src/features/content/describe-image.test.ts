import { describe, expect, it } from 'vitest';
import { describeImage } from './describe-image';

describe('describeImage', () => {
  it('turns a content image file name into words', () => {
    expect(describeImage('/images/content/vacuum-heat-treatment.png')).toBe('Vacuum heat treatment');
    expect(describeImage('/images/content/shop_floor-panorama.png?v=2')).toBe('Shop floor panorama');
  });

  it('returns an empty description for an empty URL', () => {
    expect(describeImage('')).toBe('');
    expect(describeImage(undefined)).toBe('');
  });
});
