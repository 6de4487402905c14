import { Group, Text } from '@mantine/core';
import type { NavItem } from '@mhq/domain';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../current-user';
import { AccountActions } from './AccountActions';
import { Shell } from './Shell';
import { SideNav } from './SideNav';
import { fullName } from './shell-office';

type Props = { homePath: string; items: NavItem[]; areaLabel: string; children: ReactNode };

/** Admin, business and association areas: their side menu, the user's name and account actions. */
export function AreaShell({ homePath, items, areaLabel, children }: Props) {
  const user = useCurrentUser();
  return (
    <Shell
      homePath={homePath}
      headerRight={
        <Group gap="md" wrap="nowrap">
          <Text size="sm" c="gray.7" visibleFrom="md" truncate maw={240}>
            {areaLabel} · {fullName(user)}
          </Text>
          <AccountActions />
        </Group>
      }
      navbar={(close) => (
        <div className="side-nav-inner side-nav-padded">
          <SideNav items={items} onNavigate={close} />
        </div>
      )}
    >
      {children}
    </Shell>
  );
}
