/** The order patients see an office's plans in, and moving one plan in it. */
type Ordered = { id: number; sortOrder: number };

/** Plans in the order patients see them (sortOrder, then id, so an unsorted office still reads stably). */
export const byOrder = (a: Ordered, b: Ordered) => a.sortOrder - b.sortOrder || a.id - b.id;

/** The plan ids in order after moving one plan a place up (-1) or down (1); null when it cannot move. */
export function orderAfterMove(plans: readonly Ordered[], planId: number, direction: -1 | 1): number[] | null {
  const ids = [...plans].sort(byOrder).map((p) => p.id);
  const from = ids.indexOf(planId);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  ids.splice(from, 1);
  ids.splice(to, 0, planId);
  return ids;
}
