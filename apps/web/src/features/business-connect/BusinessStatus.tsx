import { Badge } from '@mantine/core';
import type { SmallBusinessStatus } from '@mhq/contract';

/** A badge in a narrow table column keeps its whole word. */
const NO_CLIP = { flexShrink: 0, overflow: 'visible', minWidth: 'max-content' } as const;

const BUSINESS: Record<SmallBusinessStatus, { label: string; color: string }> = {
  invited: { label: 'Invited', color: 'yellow' },
  pending: { label: 'Signing up', color: 'blue' },
  active: { label: 'Active', color: 'green' },
};

/** An employer's status: invited by the office, signed up and waiting for activation, or active. */
export function BusinessStatus({ status }: { status: SmallBusinessStatus }) {
  const s = BUSINESS[status];
  return (
    <Badge color={s.color} variant="light" c="dark.7" style={NO_CLIP}>
      {s.label}
    </Badge>
  );
}

const MEMBER: Record<string, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  late: { label: 'Late', color: 'orange' },
  canceled: { label: 'Canceled', color: 'gray' },
  other: { label: 'Inactive', color: 'gray' },
};

/** An employee's membership as the members list summarises it. */
export function MemberStatus({ status }: { status: string }) {
  const s = MEMBER[status] ?? { label: status, color: 'gray' };
  return (
    <Badge color={s.color} variant="light" c="dark.7" style={NO_CLIP}>
      {s.label}
    </Badge>
  );
}
