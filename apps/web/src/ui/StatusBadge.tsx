import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

export type Tone = 'ok' | 'attention' | 'danger' | 'neutral' | 'brand';

/** Badge colours chosen for AA contrast in both brands (Mantine's light variants fall short on small text). */
const TONES: Record<Tone, { bg: string; c: string; bd: string }> = {
  ok: { bg: '#e7f6ec', c: '#11603a', bd: '#b7e4c7' },
  attention: { bg: '#fff4e5', c: '#8a4100', bd: '#fdd9a8' },
  danger: { bg: '#fdecec', c: '#a61b1b', bd: '#f5c2c2' },
  neutral: { bg: '#f1f3f5', c: '#343a40', bd: '#dee2e6' },
  brand: { bg: 'var(--brand-0)', c: 'var(--brand-strong)', bd: 'var(--brand-1)' },
};

export function StatusBadge({ tone, children, size = 'md' }: { tone: Tone; children: ReactNode; size?: 'sm' | 'md' }) {
  const t = TONES[tone];
  return (
    <Badge
      size={size}
      variant="outline"
      radius="sm"
      styles={{ root: { background: t.bg, color: t.c, borderColor: t.bd, textTransform: 'none', fontWeight: 600 } }}
    >
      {children}
    </Badge>
  );
}
