import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

type Props = { title: string; subtitle?: ReactNode; actions?: ReactNode; eyebrow?: ReactNode };

/** The one h1 of a page, with an optional line under it and actions on the right. */
export function PageHeader({ title, subtitle, actions, eyebrow }: Props) {
  usePageTitle(title);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md" wrap="wrap">
      <Stack gap={4}>
        {eyebrow && (
          <Text size="xs" fw={700} tt="uppercase" c="gray.7" lts={0.6}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && <Text c="gray.7">{subtitle}</Text>}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
