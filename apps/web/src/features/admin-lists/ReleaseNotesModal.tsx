import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { formatDate } from '../../ui/format';

const KEY = ['release-notes', 'unseen'];

/**
 * The office shell's 'what's new': each published note of the brand the user has not closed, newest first, one at a
 * time; 'Got it' records the read so it never shows again. Nothing while an admin acts as the user.
 */
export function ReleaseNotesModal() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const acting = Boolean(user.impersonatedBy);
  const unseen = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call('unseenReleaseNotes', { signal }),
    enabled: !acting,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const seen = useMutation({
    mutationFn: (id: number) => call('releaseNoteSeen', { params: { id }, successToast: false }),
    onSettled: (_data, _error, id) =>
      queryClient.setQueryData(KEY, (old: typeof unseen.data) =>
        old ? { releaseNotes: old.releaseNotes.filter((n) => n.id !== id) } : old,
      ),
  });
  const notes = unseen.data?.releaseNotes ?? [];
  const note = notes[0];
  if (acting || !note) return null;
  return (
    <Modal
      opened
      onClose={() => seen.mutate(note.id)}
      title={`What's new: ${note.title}`}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        <Text size="xs" c="gray.7">
          {formatDate(note.publishedAt)}
          {notes.length > 1 ? ` · 1 of ${notes.length} updates` : ''}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {note.body}
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => seen.mutate(note.id)} loading={seen.isPending}>
            Got it
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
