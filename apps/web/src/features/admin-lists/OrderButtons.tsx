import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

type Props = { name: string; first: boolean; last: boolean; busy: boolean; onMove: (delta: -1 | 1) => void };

/** Move one item of a list up or down a place. */
export function OrderButtons({ name, first, last, busy, onMove }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="md"
        disabled={first || busy}
        onClick={() => onMove(-1)}
        aria-label={`Move ${name} up`}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="md"
        disabled={last || busy}
        onClick={() => onMove(1)}
        aria-label={`Move ${name} down`}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
