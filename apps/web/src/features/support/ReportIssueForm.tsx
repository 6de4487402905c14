import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { type ContactAccountSupportRequest, ContactAccountSupportRequest as Schema } from '@mhq/contract';
import { ISSUE_REPORT_MAX_LENGTH, ISSUE_TYPES } from '@mhq/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { call, userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { fullName } from '../../app/shell/shell-office';
import { ISSUE_TYPE_LABELS, supportText as t } from './support-texts';

/**
 * The report-issue modal's form (spec 01 sections 2 and 5): what it is about, and a message of at most 500
 * characters in 5 rows; the sender's name and email come from the signed-in user.
 */
export function ReportIssueForm({ onDone }: { onDone: () => void }) {
  const user = useCurrentUser();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactAccountSupportRequest>({
    resolver: zodResolver(Schema),
    defaultValues: {
      name: fullName(user),
      email: user.userEmail || user.email,
      message: '',
      dentistInfoId: user.dentistInfo?.id,
      issueType: 'billing',
    },
  });
  const length = watch('message').length;

  const onSubmit = handleSubmit(async (body) => {
    setError(null);
    try {
      await call('contactAccountSupport', { body });
      onDone();
    } catch (err) {
      setError(userMessageOf(err));
    }
  });

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
