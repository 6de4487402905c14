/** Time comes from here, so tests and the demo can move it forward. */
export type Clock = { now(): Date };

/** A clock its owner may move forward: the demo's test clock, and the tests' own. */
export type MovableClock = Clock & { advance(ms: number): void; offsetMs(): number };

export const systemClock: Clock = { now: () => new Date() };

export const isMovable = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).advance === 'function';

/** Real time moved forward by an offset (the demo's test clock, persisted by whoever moves it). */
export function offsetClock(startOffsetMs = 0): MovableClock {
  let offset = startOffsetMs;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    offsetMs: () => offset,
  };
}

/** A clock that stands still until moved; for tests. */
export function manualClock(start = new Date()): MovableClock & { set(d: Date): void } {
  const origin = start.getTime();
  let current = origin;
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    offsetMs: () => current - origin,
    set: (d) => {
      current = d.getTime();
    },
  };
}
