/**
 * What is a group and what is a page in a served menu tree (spec console §2 "Routes are built from
 * the server menu"; issue 23): one rule for the PC, supplier portal (SUP) and handheld (PDA) trees,
 * read from the tree itself rather than from a level number. A node with children is a group (it
 * folds open and shut); a node without children is a page (it opens). The server leaves out groups
 * without a visible page (src/server/system/menu-calls.ts), so every served leaf is a page.
 */

/** A node of a menu tree: only its children matter here. */
type TreeNode<T> = { children: readonly T[] };

/** Whether the node is a page (no children) rather than a group. */
export function isMenuPage<T extends TreeNode<T>>(node: T): boolean {
  return node.children.length === 0;
}

/** Every page of the trees, depth first in menu order. */
export function menuPagesOf<T extends TreeNode<T>>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => (isMenuPage(node) ? [node] : menuPagesOf(node.children)));
}
