import { Card, Text } from '@mantine/core';

/** One figure of a page's summary: what it is, the number, and a line on what it counts. */
export function FigureCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.2}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      )}
    </Card>
  );
}
