import { describe, expect, it } from 'vitest';
import { byOrder, orderAfterMove } from './plan-order';

const plans = [
  { id: 7, sortOrder: 2 },
  { id: 3, sortOrder: 0 },
  { id: 5, sortOrder: 1 },
  { id: 9, sortOrder: 1 },
];

describe('the order of plans', () => {
  it('reads by sort order, then by id', () => {
    expect([...plans].sort(byOrder).map((p) => p.id)).toEqual([3, 5, 9, 7]);
  });

  it('moves a plan one place up or down, the others keeping their order', () => {
    expect(orderAfterMove(plans, 9, -1)).toEqual([3, 9, 5, 7]);
    expect(orderAfterMove(plans, 3, 1)).toEqual([5, 3, 9, 7]);
  });

  it('does not move the first plan up, the last down, or a plan it does not have', () => {
    expect(orderAfterMove(plans, 3, -1)).toBeNull();
    expect(orderAfterMove(plans, 7, 1)).toBeNull();
    expect(orderAfterMove(plans, 42, 1)).toBeNull();
  });
});
