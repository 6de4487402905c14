import { useEffect, useRef } from 'react';

const INPUT_EVENTS = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;

/**
 * Calls `reset` once no one has touched the page for `idleMs` after someone did (the waiting-room tablet, left
 * half filled by a patient who walked away). An untouched page is left alone.
 */
export function useIdleReset(reset: () => void, idleMs: number): void {
  const lastInput = useRef<number | null>(null);
  const resetRef = useRef(reset);
  resetRef.current = reset;
  useEffect(() => {
    const touched = () => {
      lastInput.current = Date.now();
    };
    for (const type of INPUT_EVENTS) document.addEventListener(type, touched, { capture: true, passive: true });
    const timer = window.setInterval(
      () => {
        if (lastInput.current !== null && Date.now() - lastInput.current >= idleMs) {
          lastInput.current = null;
          resetRef.current();
        }
      },
      Math.min(5_000, idleMs),
    );
    return () => {
      for (const type of INPUT_EVENTS) document.removeEventListener(type, touched, { capture: true });
      window.clearInterval(timer);
    };
  }, [idleMs]);
}
