import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { CampaignTemplate } from '@mhq/contract';
import { type CampaignChannel, type CampaignLanguage, SMS_STOP_LINE } from '@mhq/domain';
import { type FormEvent, useState } from 'react';
import { ApiError, fieldErrorsOf, userMessageOf } from '../../app/api';
import { type AudienceDraft, audienceOf, CampaignAudienceFields, NO_AUDIENCE } from './CampaignAudienceFields';
import { instantOf } from './campaign-words';
import { useCreateCampaign } from './campaigns-api';

type Props = { officeId: number; templates: CampaignTemplate[]; room: number; onClose: () => void };

const badRowsOf = (error: unknown) =>
  error instanceof ApiError
    ? ((error.body as { badRows?: { row: number; reason: string }[] } | null)?.badRows ?? [])
    : [];

/** A new campaign: its message (from a template), who gets it, and when it goes. */
export function CampaignForm({ officeId, templates, room, onClose }: Props) {
  const create = useCreateCampaign(officeId);
  const [name, setName] = useState('');
  const [channel, setChannel] = useState<CampaignChannel>('email');
  const [language, setLanguage] = useState<CampaignLanguage>('en');
  const [templateKey, setTemplateKey] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<AudienceDraft>(NO_AUDIENCE);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const errors = fieldErrorsOf(create.error);
  const offered = templates.filter((t) => t.channel === channel && t.language === language);

  function applyTemplate(key: string) {
    setTemplateKey(key);
    const t = templates.find((x) => x.key === key);
    if (!t) return;
    setSubject(t.subject ?? '');
    setBody(t.body);
    if (!name) setName(t.name);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(
      {
        name,
        channel,
        language,
        subject: channel === 'email' ? subject : null,
        body,
        audience: audienceOf(audience),
        consentNote: audience.consentNote,
        sendAt: when === 'later' ? (instantOf(sendAt) ?? '') : null,
      },
      { onSuccess: onClose },
    );
  }

  return (
    <Modal opened onClose={onClose} title="New campaign" size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Campaign name"
            required
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <Group grow align="flex-start">
            <Radio.Group
              label="Send by"
              value={channel}
              onChange={(v) => {
                setChannel(v === 'sms' ? 'sms' : 'email');
                setTemplateKey('');
              }}
            >
              <Stack gap={6} mt={6}>
                <Radio value="email" label="Email" />
                <Radio value="sms" label="Text message" />
              </Stack>
            </Radio.Group>
            <Radio.Group
              label="Language"
              value={language}
              onChange={(v) => {
                setLanguage(v === 'es' ? 'es' : 'en');
                setTemplateKey('');
              }}
            >
              <Stack gap={6} mt={6}>
                <Radio value="en" label="English" />
                <Radio value="es" label="Spanish" />
              </Stack>
            </Radio.Group>
          </Group>
          <NativeSelect
            label="Start from a template"
            value={templateKey}
            onChange={(e) => applyTemplate(e.currentTarget.value)}
            data={[
              { value: '', label: 'Choose a template' },
              ...offered.map((t) => ({ value: t.key, label: t.id === null ? `${t.name} (built in)` : t.name })),
            ]}
          />
          {channel === 'email' && (
            <TextInput
              label="Subject"
              required
              value={subject}
              maxLength={200}
              onChange={(e) => setSubject(e.currentTarget.value)}
              error={errors.subject}
            />
          )}
          <Textarea
            label="Message"
            required
            autosize
            minRows={4}
            maxRows={12}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={errors.body}
            description={
              channel === 'sms'
                ? `Use {firstName}, {officeName} and {link}. Each text ends with “${SMS_STOP_LINE[language]}”`
                : 'Use {firstName}, {lastName}, {officeName} and {link}. Each mail ends with an unsubscribe link.'
            }
          />
          <CampaignAudienceFields
            officeId={officeId}
            channel={channel}
            value={audience}
            onChange={setAudience}
            refusedRows={badRowsOf(create.error)}
          />
          {errors.audience && (
            <Text c="red" size="sm">
              {errors.audience}
            </Text>
          )}
          <Radio.Group label="When" value={when} onChange={(v) => setWhen(v === 'later' ? 'later' : 'now')}>
            <Group gap="lg" mt={6}>
              <Radio value="now" label="Send now" />
              <Radio value="later" label="Schedule" />
            </Group>
          </Radio.Group>
          {when === 'later' && (
            <TextInput
              type="datetime-local"
              label="Send at"
              required
              value={sendAt}
              onChange={(e) => setSendAt(e.currentTarget.value)}
              error={errors.sendAt}
            />
          )}
          <Text size="sm" c="dimmed">
            Your office can send {room} more messages today.
          </Text>
          {create.isError && badRowsOf(create.error).length === 0 && (
            <Alert color="red">{userMessageOf(create.error)}</Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={create.isPending}>
              {when === 'later' ? 'Schedule campaign' : 'Send campaign'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
