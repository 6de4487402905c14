import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusBadge } from './StatusBadge';

type Props = {
  icon: ReactNode;
  title: string;
  status: string;
  tone: 'ok' | 'attention' | 'info';
  children?: ReactNode;
  action?: ReactNode;
};

const TONE = { ok: 'green', attention: 'orange', info: 'brand' } as const;

/** A tile of a landing page: what it is, its state, a line of detail and the next step. */
export function StatusCard({ icon, title, status, tone, children, action }: Props) {
  return (
    <Card withBorder padding="lg" className="stat-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={40} radius="md" color={TONE[tone]}>
            {icon}
          </ThemeIcon>
          <StatusBadge tone={tone === 'info' ? 'brand' : tone}>{status}</StatusBadge>
        </Group>
        <Text fw={700} size="lg" component="h2" m={0}>
          {title}
        </Text>
        {children && (
          <Text size="sm" c="gray.7" style={{ flex: 1 }}>
            {children}
          </Text>
        )}
        {action}
      </Stack>
    </Card>
  );
}
