import { describe, expect, it } from 'vitest';
import { cardDescription, cardName, cutText } from './wishlist-text';

describe('wishlist card texts', () => {
  it('keeps a text at or under the limit as it is', () => {
    expect(cutText('Round Punch', 28)).toBe('Round Punch');
    expect(cardName('x'.repeat(28))).toBe('x'.repeat(28));
  });

  it('cuts names at 28 and descriptions at 120 characters, then adds ...', () => {
    expect(cardName('Thick Turret Round Punch B Station 12.7 mm')).toBe('Thick Turret Round Punch B S...');
    expect(cardDescription('d'.repeat(121))).toBe(`${'d'.repeat(120)}...`);
  });

  it('does not leave a space before the dots', () => {
    expect(cutText('Press brake punch 88 degree', 18)).toBe('Press brake punch...');
  });
});
