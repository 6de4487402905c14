import './money.css';
import { Card, Group, Text, Title } from '@mantine/core';

/** One card of the billing page: an icon, a heading the section is labelled by, a lead, and its content. */
export function Section({
  icon,
  title,
  lead,
  children,
  id,
}: {
  icon: React.ReactNode;
  title: string;
  lead: string;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Group gap="sm" mb={4} wrap="nowrap">
        {icon}
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
      </Group>
      <Text c="gray.7" size="sm" mb="md">
        {lead}
      </Text>
      {children}
    </Card>
  );
}
