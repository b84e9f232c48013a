import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@northbend/shared';
import { countCategories, heightOf, linesOf, parentChoices } from './category-tree';

const node = (id: string, level: number, children: AdminCategory[] = []): AdminCategory => ({
  _id: id,
  category_name: id,
  category_slug: id.toLowerCase(),
  category_image: '',
  parent_category: null,
  level,
  sort_order: 0,
  product_count: 0,
  total_product_count: 0,
  taxable: true,
  children,
});

// Punches > Round > Standard; Punches > Square; Dies (empty)
const standard = node('Standard', 3);
const round = node('Round', 2, [standard]);
const square = node('Square', 2);
const punches = node('Punches', 1, [round, square]);
const dies = node('Dies', 1);
const tree = [punches, dies];
const lines = linesOf(tree);

describe('category tree lines', () => {
  it('lists each category before its subtree, with its place among its siblings and the names above it', () => {
    expect(lines.map((l) => [l.node._id, l.index, l.siblings, l.trail.join('/')])).toEqual([
      ['Punches', 0, 2, ''],
      ['Round', 0, 2, 'Punches'],
      ['Standard', 0, 1, 'Punches/Round'],
      ['Square', 1, 2, 'Punches'],
      ['Dies', 1, 2, ''],
    ]);
    expect(countCategories(tree)).toBe(5);
    expect([heightOf(punches), heightOf(round), heightOf(standard)]).toEqual([3, 2, 1]);
  });

  it('offers as new parents only the places where the category and its subtree fit in three levels, never under itself', () => {
    const values = (moving: AdminCategory) => parentChoices(lines, moving).map((c) => c.value);
    expect(values(punches)).toEqual(['']);
    expect(values(round)).toEqual(['', 'Punches', 'Dies']);
    expect(values(standard)).toEqual(['', 'Punches', 'Round', 'Square', 'Dies']);
    expect(parentChoices(lines, square).find((c) => c.value === 'Round')?.label).toBe('Punches › Round');
  });
});
