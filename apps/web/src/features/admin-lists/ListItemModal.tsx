import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf, userMessageOf } from '../../app/api';

type Kind = { label: string; options: { value: string; label: string }[]; initial: string };

type Props = {
  opened: boolean;
  title: string;
  nameLabel: string;
  initialName?: string;
  /** A second choice beside the name (a lead source's kind). */
  kind?: Kind;
  submitLabel: string;
  onSubmit: (values: { name: string; kind: string }) => Promise<unknown>;
  onClose: () => void;
};

/** Adds or renames one item of a platform list: a name (and a kind), with the server's field errors. */
export function ListItemModal({ opened, title, onClose, ...rest }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      {opened && <ItemForm {...rest} onClose={onClose} />}
    </Modal>
  );
}

function ItemForm({
  nameLabel,
  initialName = '',
  kind,
  submitLabel,
  onSubmit,
  onClose,
}: Omit<Props, 'opened' | 'title'>) {
  const [name, setName] = useState(initialName);
  const [kindValue, setKindValue] = useState(kind?.initial ?? '');
  const save = useMutation({ mutationFn: () => onSubmit({ name: name.trim(), kind: kindValue }), onSuccess: onClose });
  const errors = fieldErrorsOf(save.error);
  const general = save.isError && !errors.name && !errors.kind ? userMessageOf(save.error) : null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={nameLabel}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maxLength={120}
          required
          data-autofocus
        />
        {kind && (
          <NativeSelect
            label={kind.label}
            value={kindValue}
            onChange={(e) => setKindValue(e.currentTarget.value)}
            data={kind.options}
            error={errors.kind}
          />
        )}
        {general && <Alert color="red">{general}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
