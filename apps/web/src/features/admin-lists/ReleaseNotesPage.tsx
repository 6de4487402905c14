import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReleaseNote } from '@mhq/contract';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../app/api';
import { formatDate } from '../../ui/format';
import { ListStates } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { AUDIENCE_WORDS, seenWords } from './list-words';
import { ReleaseNoteFormModal } from './ReleaseNoteFormModal';

const KEY = ['admin', 'release-notes'];

/** /admin/releaseNotes: what changed in the product, written here and shown once to each office user. */
export function ReleaseNotesPage() {
  const queryClient = useQueryClient();
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState<ReleaseNote | null>(null);
  const notes = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call('adminReleaseNotes', { signal }) });
  const publish = useMutation({
    mutationFn: ({ note, published }: { note: ReleaseNote; published: boolean }) =>
      call('publishReleaseNote', { params: { id: note.id }, body: { published } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const confirmPublish = (note: ReleaseNote) =>
    modals.openConfirmModal({
      title: `Publish “${note.title}”?`,
      children: (
        <Text size="sm">
          Every office user of {AUDIENCE_WORDS[note.audience]} will see it once, the next time they open the app.
        </Text>
      ),
      labels: { confirm: 'Publish', cancel: 'Cancel' },
      onConfirm: () => publish.mutate({ note, published: true }),
    });
  const list = notes.data?.releaseNotes ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Release Notes"
        subtitle="What changed in the product. Office users see each published note once, after they sign in."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setWriting(true)}>
            Write a note
          </Button>
        }
      />
      <ListStates
        query={notes}
        loading="Loading release notes"
        failed="Release notes could not be loaded"
        isEmpty={!!notes.data && list.length === 0}
        empty="No release note yet."
      />
      <Stack gap="md">
        {list.map((note) => (
          <Card key={note.id} withBorder padding="lg" data-release-note={note.title}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <div>
                <Title order={2} size="h4">
                  {note.title}
                </Title>
                <Group gap="xs" mt={4}>
                  <StatusBadge tone={note.publishedAt ? 'ok' : 'neutral'} size="sm">
                    {note.publishedAt ? `Published ${formatDate(note.publishedAt)}` : 'Draft'}
                  </StatusBadge>
                  <Text size="xs" c="gray.7">
                    {AUDIENCE_WORDS[note.audience]}
                    {note.publishedAt ? ` · ${seenWords(note.seen)}` : ''}
                    {note.createdBy ? ` · by ${note.createdBy}` : ''}
                  </Text>
                </Group>
              </div>
              <Group gap="xs">
                {!note.publishedAt && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing(note)}
                    aria-label={`Edit ${note.title}`}
                  >
                    Edit
                  </Button>
                )}
                {note.publishedAt ? (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={publish.isPending && publish.variables?.note.id === note.id}
                    onClick={() => publish.mutate({ note, published: false })}
                    aria-label={`Unpublish ${note.title}`}
                  >
                    Unpublish
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    loading={publish.isPending && publish.variables?.note.id === note.id}
                    onClick={() => confirmPublish(note)}
                    aria-label={`Publish ${note.title}`}
                  >
                    Publish
                  </Button>
                )}
              </Group>
            </Group>
            <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-line' }}>
              {note.body}
            </Text>
          </Card>
        ))}
      </Stack>
      <ReleaseNoteFormModal
        opened={writing || editing !== null}
        note={editing}
        onClose={() => {
          setWriting(false);
          setEditing(null);
        }}
      />
    </>
  );
}
