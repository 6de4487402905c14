import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Divider, Group, Stack, Text, Textarea } from '@mantine/core';
import type { CurrentUser } from '@mhq/contract';
import { type ContactAccountSupportRequest, ContactAccountSupportRequest as Schema } from '@mhq/contract';
import { areaOf } from '@mhq/domain';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call, userMessageOf } from '../api';
import { tenant } from '../tenant';
import { fullName } from './shell-office';

type Props = { user: CurrentUser; onDone: () => void };

/** The support page of the user's area (the spec's Contact Admin page, with the issue report), where there is one. */
function supportPagePath(user: CurrentUser): string | null {
  const area = areaOf(user.type);
  return area === 'office' ? '/dentist/contact-admin' : area === 'business' ? '/business/contact-admin' : null;
}

/**
 * A message to support as the signed-in user sends it (name and email are theirs, the office the active one),
 * validated by the contract's schema; `extra` adds what a variant carries (an issue report's subject).
 */
export function useSupportRequest(
  user: CurrentUser,
  onDone: () => void,
  extra: Partial<ContactAccountSupportRequest> = {},
) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ContactAccountSupportRequest>({
    resolver: zodResolver(Schema),
    defaultValues: {
      name: fullName(user),
      email: user.userEmail || user.email,
      message: '',
      dentistInfoId: user.dentistInfo?.id,
      ...extra,
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await call('contactAccountSupport', { body });
      onDone();
    } catch (err) {
      setError(userMessageOf(err));
    }
  });
  return { form, onSubmit, error };
}

/** 'Need Assistance?': message (5 rows, required), hidden name and email from the current user. */
export function SupportForm({ user, onDone }: Props) {
  const { t } = useTranslation();
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    onSubmit,
    error,
  } = useSupportRequest(user, onDone);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('support.lead')}
        </Text>
        <input type="hidden" {...register('name')} />
        <input type="hidden" {...register('email')} />
        <Textarea
          label={t('support.message')}
          rows={5}
          required
          data-autofocus
          error={errors.message?.message ?? error ?? undefined}
          {...register('message')}
        />
        <Button type="submit" loading={false} disabled={isSubmitting} fullWidth>
          {isSubmitting ? t('support.submitting') : t('support.submit')}
        </Button>
        <Divider
          label={
            <Text size="xs" c="gray.7">
              {t('support.orReach')}
            </Text>
          }
          labelPosition="center"
        />
        <Group justify="center" gap="xl">
          <Anchor href={`mailto:${tenant.supportEmail}`} size="sm">
            <Group gap={6} component="span">
              <IconMail size={16} aria-hidden />
              {tenant.supportEmail}
            </Group>
          </Anchor>
          <Anchor href={`tel:${tenant.supportPhone}`} size="sm">
            <Group gap={6} component="span">
              <IconPhone size={16} aria-hidden />
              {tenant.supportPhone}
            </Group>
          </Anchor>
        </Group>
        {supportPagePath(user) && (
          <Text size="sm" ta="center">
            <Anchor component={Link} to={supportPagePath(user) ?? ''} onClick={onDone}>
              {t('support.reportIssue')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
