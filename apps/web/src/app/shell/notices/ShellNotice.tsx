import { useEffect, useRef } from 'react';
import { type ShellNoticeEntry, useNoticeRegistry } from './notice-context';

/**
 * Puts a notice into the shell's one notice area instead of rendering it where it is declared; a page or feature
 * declares it while it applies. Outside a shell (no area) it renders nothing.
 */
export function ShellNotice(entry: ShellNoticeEntry) {
  const registry = useNoticeRegistry();
  const latest = useRef(entry);
  latest.current = entry;
  const { id, version, kind } = entry;
  // Re-registered when the notice changes (its version), not on every render of the declaring page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and kind are what makes the notice new.
  useEffect(() => {
    if (!registry) return;
    registry.put(latest.current);
    return () => registry.remove(id);
  }, [registry, id, version, kind]);
  return null;
}
