import { Alert, Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { RELEASE_NOTE_AUDIENCES, type ReleaseNote, type ReleaseNoteAudience } from '@mhq/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';
import { AUDIENCE_WORDS } from './list-words';

type Props = { opened: boolean; note: ReleaseNote | null; onClose: () => void };

/** Write a release note, or edit a draft: saved as a draft, published from the list. */
export function ReleaseNoteFormModal({ opened, note, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={note ? 'Edit draft' : 'Write a release note'} size="lg">
      {opened && <NoteForm note={note} onDone={onClose} />}
    </Modal>
  );
}

function NoteForm({ note, onDone }: { note: ReleaseNote | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(note?.title ?? '');
  const [body, setBody] = useState(note?.body ?? '');
  const [audience, setAudience] = useState<ReleaseNoteAudience>(note?.audience ?? 'both');
  const save = useMutation({
    mutationFn: () => {
      const payload = { title: title.trim(), body: body.trim(), audience };
      return note
        ? call('updateReleaseNote', { params: { id: note.id }, body: payload })
        : call('createReleaseNote', { body: payload });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'release-notes'] });
      onDone();
    },
  });
  const errors = fieldErrorsOf(save.error);
  const general = save.isError && Object.keys(errors).length === 0 ? userMessageOf(save.error) : null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          maxLength={150}
          required
          data-autofocus
        />
        <Textarea
          label="What changed"
          description="Plain text; line breaks are kept."
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={errors.body}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={5000}
          required
        />
        <NativeSelect
          label="Shown to"
          value={audience}
          onChange={(e) => setAudience(e.currentTarget.value as ReleaseNoteAudience)}
          data={RELEASE_NOTE_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_WORDS[a] }))}
          error={errors.audience}
        />
        {general && <Alert color="red">{general}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save draft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
