import { ActionIcon, Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import type { Plan } from '@mhq/contract';
import {
  IconArchive,
  IconArrowDown,
  IconArrowUp,
  IconCopy,
  IconDots,
  IconPencil,
  IconReceipt2,
  IconRestore,
  IconRocket,
  IconTrash,
} from '@tabler/icons-react';
import { useRef } from 'react';
import { plansText as t } from './plans-texts';
import {
  hasMembers,
  type PlanHandlers,
  primaryStatusAction,
  type StatusAction,
  secondaryStatusAction,
} from './use-plan-actions';

/** Everything a row needs besides its plan; all stable between renders, so memoised rows skip re-rendering. */
export type Handlers = {
  actions: PlanHandlers;
  canEdit: boolean;
  onOpen: (plan: Plan) => void;
  onChangePrice: (plan: Plan) => void;
};

export type RowProps = Handlers & { plan: Plan; index: number; total: number; busy: string | null };

const STATUS_ICON = { active: IconRocket, archived: IconArchive, draft: IconRestore } as const;

/** Move up and down: buttons, so the order can be changed with a keyboard or a screen reader. */
export function OrderButtons({ plan, index, total, actions, busy }: RowProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  // A plan moved to the top or the bottom disables the button just used: keep the keyboard on the row.
  const move = (direction: -1 | 1) => {
    actions.move(plan, direction);
    const to = index + direction;
    if (to === 0) requestAnimationFrame(() => down.current?.focus());
    if (to === total - 1) requestAnimationFrame(() => up.current?.focus());
  };
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        ref={up}
        variant="default"
        size="lg"
        aria-label={t.moveUp(plan.planName)}
        disabled={index === 0 || busy !== null}
        onClick={() => move(-1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        ref={down}
        variant="default"
        size="lg"
        aria-label={t.moveDown(plan.planName)}
        disabled={index === total - 1 || busy !== null}
        onClick={() => move(1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** Edit (or View), the status step that says what it does, and the rest in a menu. */
export function RowActions({ plan, canEdit, actions, onOpen, onChangePrice, busy }: RowProps) {
  if (!canEdit) {
    return (
      <Button variant="default" size="xs" onClick={() => onOpen(plan)}>
        {t.view}
        <VisuallyHidden> {plan.planName}</VisuallyHidden>
      </Button>
    );
  }
  const primary = primaryStatusAction(plan.viewStatus);
  const secondary = secondaryStatusAction(plan.viewStatus);
  const StatusIcon = STATUS_ICON[primary.target];
  const locked = hasMembers(plan);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => onOpen(plan)}
      >
        {t.edit}
        <VisuallyHidden> {plan.planName}</VisuallyHidden>
      </Button>
      <Button
        variant={primary.target === 'active' ? 'filled' : 'default'}
        size="xs"
        miw={{ base: 0, md: 104 }}
        leftSection={<StatusIcon size={14} aria-hidden />}
        loading={busy === 'status'}
        onClick={() => actions.changeStatus(plan, primary.target)}
      >
        {primary.label}
        <VisuallyHidden> {plan.planName}</VisuallyHidden>
      </Button>
      <Menu position="bottom-end" withinPortal shadow="md" width={220}>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t.more(plan.planName)}
            loading={busy === 'copy' || busy === 'delete'}
          >
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => actions.copy(plan)}>
            {t.copy}
          </Menu.Item>
          <Menu.Item leftSection={<IconReceipt2 size={16} aria-hidden />} onClick={() => onChangePrice(plan)}>
            {t.changePrice}
          </Menu.Item>
          {secondary && <SecondaryItem plan={plan} action={secondary} actions={actions} />}
          <Menu.Divider />
          <Menu.Item
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={locked}
            onClick={() => actions.remove(plan)}
          >
            {t.delete}
            {locked && (
              <Text size="xs" c="gray.7">
                {t.deleteBlocked}
              </Text>
            )}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

function SecondaryItem({ plan, action, actions }: { plan: Plan; action: StatusAction; actions: PlanHandlers }) {
  const Icon = action.target === 'archived' ? IconArchive : IconRestore;
  return (
    <Menu.Item leftSection={<Icon size={16} aria-hidden />} onClick={() => actions.changeStatus(plan, action.target)}>
      {action.label}
    </Menu.Item>
  );
}
