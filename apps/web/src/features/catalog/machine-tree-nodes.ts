/** The sidebar tree as the API sends it (spec section 3: tree view node). */
interface ApiNode {
  id: string;
  name: string;
  slug?: string;
}
export interface TreeCategory extends ApiNode {
  child_categories?: (ApiNode & { sub_child_categories?: ApiNode[] })[];
}
export interface TreeMake extends ApiNode {
  models?: (ApiNode & { categories?: TreeCategory[] })[];
}

export type TreeNodeKind = 'make' | 'model' | 'category';

/** One row of the sidebar tree; `key` is its path, as a category shows up under many models. */
export interface TreeNode {
  key: string;
  id: string;
  name: string;
  kind: TreeNodeKind;
  children: TreeNode[];
}

/**
 * Turns make > models > categories > child_categories > sub_child_categories into one node shape.
 * A node's children are made when first read: the whole tree is thousands of rows (every model
 * repeats its categories), the sidebar shows its makes, and building it all at once was one of the
 * longest tasks of the store home's first second on a phone (issue 13).
 */
export function treeNodes(makes: TreeMake[]): TreeNode[] {
  const node = (parentKey: string, n: ApiNode, kind: TreeNodeKind, childrenOf: (key: string) => TreeNode[]): TreeNode => {
    const key = `${parentKey}/${n.id}`;
    let children: TreeNode[] | undefined;
    return {
      key,
      id: n.id,
      name: n.name,
      kind,
      get children() {
        return (children ??= childrenOf(key));
      },
    };
  };
  return makes.map((make) =>
    node('', make, 'make', (mk) =>
      (make.models ?? []).map((model) =>
        node(mk, model, 'model', (mo) =>
          (model.categories ?? []).map((cat) =>
            node(mo, cat, 'category', (ck) =>
              (cat.child_categories ?? []).map((child) =>
                node(ck, child, 'category', (chk) => (child.sub_child_categories ?? []).map((sub) => node(chk, sub, 'category', () => []))),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

/** A category without children is a leaf: clicking it filters the list. */
export const isLeaf = (n: TreeNode): boolean => n.kind === 'category' && n.children.length === 0;
