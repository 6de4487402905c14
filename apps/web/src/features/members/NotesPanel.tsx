import { Button, Stack, Text, Textarea } from '@mantine/core';
import type { MemberNote } from '@mhq/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { useRefreshMembers } from './members-api';
import { membersText as t } from './members-texts';

type Props = { officeId: number; memberId: number; notes: readonly MemberNote[] };

/** A member's notes (loggingNote), newest first, and a box to add one. */
export function NotesPanel({ officeId, memberId, notes }: Props) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const refresh = useRefreshMembers();
  const add = useMutation({
    mutationFn: (note: string) => call('memberNote', { body: { dentistInfoId: officeId, memberId, note } }),
    onSuccess: () => {
      setText('');
      void refresh();
    },
  });
  return (
    <Stack gap="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setEmpty(!text.trim());
          if (text.trim()) add.mutate(text.trim());
        }}
      >
        <Textarea
          label={t.noteLabel}
          placeholder={t.notePlaceholder}
          autosize
          minRows={2}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={empty ? t.noteEmpty : add.isError ? userMessageOf(add.error) : undefined}
        />
        <Button type="submit" mt="xs" size="sm" loading={add.isPending}>
          {t.addNote}
        </Button>
      </form>
      {notes.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t.noNotes}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" className="member-notes">
          {notes.map((n) => (
            <li key={n.noteId}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {n.text}
              </Text>
              <Text size="xs" c="gray.7">
                {formatDateTime(n.createdAt)}
                {n.author ? ` ${t.by(n.author)}` : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
