import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { ISSUE_REPORT_MAX_LENGTH, ISSUE_TYPES } from '@mhq/domain';
import { useCurrentUser } from '../../app/current-user';
import { useSupportRequest } from '../../app/shell/SupportForm';
import { ISSUE_TYPE_LABELS, supportText as t } from './support-texts';

/**
 * The report-issue modal's form (spec 01 sections 2 and 5): what it is about, and a message of at most 500
 * characters in 5 rows; the sender's name and email come from the signed-in user.
 */
export function ReportIssueForm({ onDone }: { onDone: () => void }) {
  const user = useCurrentUser();
  const {
    form: {
      register,
      watch,
      formState: { errors, isSubmitting },
    },
    onSubmit,
    error,
  } = useSupportRequest(user, onDone, { issueType: 'billing' });
  const length = watch('message').length;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <input type="hidden" {...register('name')} />
        <input type="hidden" {...register('email')} />
        <NativeSelect
          label={t.issueType}
          data={ISSUE_TYPES.map((value) => ({ value, label: ISSUE_TYPE_LABELS[value] }))}
          {...register('issueType')}
        />
        <Textarea
          label={t.issueMessage}
          description={t.issueHint}
          rows={5}
          maxLength={ISSUE_REPORT_MAX_LENGTH}
          required
          data-autofocus
          error={errors.message?.message ?? error ?? undefined}
          {...register('message')}
        />
        <Text size="xs" c="gray.7" ta="right" aria-live="polite">
          {t.count(length, ISSUE_REPORT_MAX_LENGTH)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} type="button">
            {t.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
