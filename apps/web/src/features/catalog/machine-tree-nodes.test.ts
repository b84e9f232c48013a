import { describe, expect, it } from 'vitest';
import { isLeaf, treeNodes } from './machine-tree-nodes';

describe('treeNodes', () => {
  const tree = treeNodes([
    {
      id: 'mk',
      name: 'Amada',
      models: [
        {
          id: 'mo',
          name: 'EMK 3610 NT',
          categories: [
            {
              id: 'c',
              name: 'Punches',
              child_categories: [
                { id: 'r', name: 'Round', sub_child_categories: [{ id: 's', name: 'Standard' }] },
                { id: 'q', name: 'Square', sub_child_categories: [] },
              ],
            },
          ],
        },
      ],
    },
    { id: 'mk2', name: 'Trumpf' },
  ]);

  it('keeps the five levels with path keys', () => {
    const punches = tree[0]!.children[0]!.children[0]!;
    expect(punches.key).toBe('/mk/mo/c');
    expect(punches.children.map((c) => c.name)).toEqual(['Round', 'Square']);
    expect(punches.children[0]!.children[0]).toMatchObject({ key: '/mk/mo/c/r/s', kind: 'category', name: 'Standard' });
    expect(tree[1]!.children).toEqual([]);
  });

  it('marks only categories without children as leaves', () => {
    const punches = tree[0]!.children[0]!.children[0]!;
    expect(isLeaf(punches)).toBe(false);
    expect(isLeaf(punches.children[1]!)).toBe(true);
    expect(isLeaf(tree[1]!)).toBe(false);
  });
});
