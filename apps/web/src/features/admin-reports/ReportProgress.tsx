import { Group, Progress, Text } from '@mantine/core';

/** Shown while a report is prepared: a moving bar, and words a screen reader hears once (the region is polite). */
export function ReportProgress({ message }: { message: string | null }) {
  return (
    <div aria-live="polite" data-testid="report-progress">
      {message && (
        <Group gap="sm" wrap="nowrap" mb="md">
          <Progress value={100} animated striped w={120} aria-hidden />
          <Text size="sm">{message}</Text>
        </Group>
      )}
    </div>
  );
}
