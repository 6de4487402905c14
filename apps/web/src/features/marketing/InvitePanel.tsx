import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { DentistInfo, SkippedInvite } from '@mhq/contract';
import { INVITE_GROUP_MAX } from '@mhq/contract';
import { INVITE_FORM_DEFAULTS, type InviteForm, validateInviteForm } from '@mhq/domain';
import { IconMail, IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { userMessageOf } from '../../app/api';
import { fieldErrorsOf } from '../office-settings/use-office';
import { parseEmailList } from './email-list';
import { marketingText as t } from './marketing-texts';
import { useInviteMutations } from './use-marketing';

type Props = { office: DentistInfo };

/** English (false, the default) or Spanish (true), as radio values. */
function LanguageChoice({ value, onChange }: { value: boolean; onChange: (spanish: boolean) => void }) {
  return (
    <Radio.Group label={t.language} value={value ? 'es' : 'en'} onChange={(v) => onChange(v === 'es')}>
      <Group gap="lg" mt={6}>
        <Radio value="en" label={t.english} />
        <Radio value="es" label={t.spanish} />
      </Group>
    </Radio.Group>
  );
}

/** The spec's invite payload: the office's name, email and logo go along (the server writes the mail from its own). */
const officeFields = (office: DentistInfo) => ({
  dentistInfoId: office.id,
  officeName: office.officeName,
  officeEmail: office.email,
  officeLogo: office.logo,
});

/** 'Invite patient', office-wide: one address, its language; the email is checked once the field is left. */
function InviteOneForm({ office }: Props) {
  const { one } = useInviteMutations();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<InviteForm>({ mode: 'onTouched', defaultValues: INVITE_FORM_DEFAULTS });
  const {
    register,
    control,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await one.mutateAsync({ ...officeFields(office), email: values.email.trim(), spanish: values.spanish });
      form.reset({ email: '', spanish: values.spanish });
    } catch (err) {
      const field = fieldErrorsOf(err).email;
      if (field) setFieldError('email', { message: field });
      else setError(userMessageOf(err));
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="invite-one-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="invite-one-title">
              {t.inviteTitle}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {t.inviteLead}
            </Text>
          </div>
          <TextInput
            label={t.email}
            type="email"
            autoComplete="off"
            required
            leftSection={<IconMail size={16} aria-hidden />}
            error={errors.email?.message}
            {...register('email', { validate: (email) => validateInviteForm({ email, spanish: false }).email ?? true })}
          />
          <Controller
            control={control}
            name="spanish"
            render={({ field }) => <LanguageChoice value={field.value} onChange={field.onChange} />}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} aria-hidden />}>
              {t.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** 'Invite patient', group variant: pasted addresses, each invited once, in one language. */
function InviteGroupForm({ office }: Props) {
  const { group } = useInviteMutations();
  const summaryId = useId();
  const [text, setText] = useState('');
  const [spanish, setSpanish] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<SkippedInvite[]>([]);
  const { emails, invalid } = parseEmailList(text);
  const tooMany = emails.length > INVITE_GROUP_MAX;
  const problem =
    invalid.length > 0 ? t.invalid(invalid.join(', ')) : tooMany ? t.tooMany(emails.length, INVITE_GROUP_MAX) : null;

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    setSkipped([]);
    if (problem || emails.length === 0) return;
    try {
      const result = await group.mutateAsync({ dentistInfoId: office.id, emails, spanish });
      setSkipped(result.skipped);
      setText('');
      setTouched(false);
    } catch (err) {
      setError(userMessageOf(err));
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="invite-group-title">
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="invite-group-title">
              {t.groupTitle}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {t.groupLead}
            </Text>
          </div>
          <Textarea
            label={t.emails}
            description={t.emailsHint}
            autosize
            minRows={4}
            maxRows={10}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched ? (problem ?? undefined) : undefined}
            aria-describedby={summaryId}
          />
          <LanguageChoice value={spanish} onChange={setSpanish} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {skipped.length > 0 && (
            <Paper withBorder p="sm" radius="md" bg="orange.0" className="invite-skipped">
              <Text fw={700} size="sm" component="h3" m={0}>
                {t.skippedTitle}
              </Text>
              <List size="sm" mt={4}>
                {skipped.map((s) => (
                  <List.Item key={s.email}>
                    {s.email}: {s.reason}
                  </List.Item>
                ))}
              </List>
            </Paper>
          )}
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" c="gray.7" id={summaryId} aria-live="polite">
              {emails.length > 0 && !problem ? t.ready(emails.length) : ''}
            </Text>
            <Button
              type="submit"
              loading={group.isPending}
              disabled={emails.length === 0 || Boolean(problem)}
              leftSection={<IconSend size={16} aria-hidden />}
            >
              {t.sendMany(emails.length)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The 'Invite patients' tab: one patient, or several at once; the limits said plainly. */
export function InvitePanel({ office }: Props) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InviteOneForm office={office} />
        <InviteGroupForm office={office} />
      </SimpleGrid>
      <Text size="sm" c="gray.7">
        {t.limits}
      </Text>
    </Stack>
  );
}
