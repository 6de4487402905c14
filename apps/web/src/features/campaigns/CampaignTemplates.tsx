import { Alert, Button, Group, Modal, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { CampaignTemplate } from '@mhq/contract';
import type { CampaignChannel, CampaignLanguage } from '@mhq/domain';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, userMessageOf } from '../../app/api';
import { channelLabel, languageLabel } from './campaign-words';
import { useDeleteTemplate, useSaveTemplate } from './campaigns-api';

type Props = { officeId: number; templates: CampaignTemplate[] };

/** Writes a new saved template, or changes one. */
function TemplateForm({
  officeId,
  template,
  onClose,
}: {
  officeId: number;
  template: CampaignTemplate | null;
  onClose: () => void;
}) {
  const save = useSaveTemplate(officeId);
  const [name, setName] = useState(template?.name ?? '');
  const [channel, setChannel] = useState<CampaignChannel>(template?.channel ?? 'email');
  const [language, setLanguage] = useState<CampaignLanguage>(template?.language ?? 'en');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const errors = fieldErrorsOf(save.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      {
        id: template?.id ?? null,
        body: { name, channel, language, subject: channel === 'email' ? subject : null, body },
      },
      { onSuccess: onClose },
    );
  }
  return (
    <Modal opened onClose={onClose} title={template ? `Edit ${template.name}` : 'New template'} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Template name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <Group grow align="flex-start">
            <Radio.Group label="Send by" value={channel} onChange={(v) => setChannel(v === 'sms' ? 'sms' : 'email')}>
              <Stack gap={6} mt={6}>
                <Radio value="email" label="Email" />
                <Radio value="sms" label="Text message" />
              </Stack>
            </Radio.Group>
            <Radio.Group label="Language" value={language} onChange={(v) => setLanguage(v === 'es' ? 'es' : 'en')}>
              <Stack gap={6} mt={6}>
                <Radio value="en" label="English" />
                <Radio value="es" label="Spanish" />
              </Stack>
            </Radio.Group>
          </Group>
          {channel === 'email' && (
            <TextInput
              label="Subject"
              required
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              error={errors.subject}
            />
          )}
          <Textarea
            label="Message"
            required
            autosize
            minRows={4}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={errors.body}
            description="Use {firstName}, {lastName}, {officeName} and {link}."
          />
          {save.isError && <Alert color="red">{userMessageOf(save.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save template
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The office's own saved messages (the brand's built-in ones are offered in the campaign form beside them). */
export function CampaignTemplates({ officeId, templates }: Props) {
  const remove = useDeleteTemplate(officeId);
  const [editing, setEditing] = useState<CampaignTemplate | 'new' | null>(null);
  const saved = templates.filter((t) => t.id !== null);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          Your templates
        </Title>
        <Button size="xs" variant="light" onClick={() => setEditing('new')}>
          New template
        </Button>
      </Group>
      {remove.isError && <Alert color="red">{userMessageOf(remove.error)}</Alert>}
      {saved.length === 0 ? (
        <Text size="sm" c="dimmed">
          No saved templates yet: the built-in messages in English and Spanish are offered when you write a campaign.
        </Text>
      ) : (
        <Stack gap={0} component="ul" aria-label="Your templates" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {saved.map((t) => (
            <Group key={t.key} component="li" justify="space-between" py="xs" gap="xs">
              <div>
                <Text fw={600}>{t.name}</Text>
                <Text size="xs" c="dimmed">
                  {channelLabel(t.channel)} · {languageLabel(t.language)}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="subtle" onClick={() => setEditing(t)} aria-label={`Edit ${t.name}`}>
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${t.name}`}
                  onClick={() => t.id !== null && remove.mutate(t.id)}
                >
                  Delete
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {editing !== null && (
        <TemplateForm
          officeId={officeId}
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
