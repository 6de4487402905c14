import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { AdminFeesResponse, FeeOverride } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';
import { OfficePicker } from '../admin-offices/OfficePicker';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The office whose terms are changed; null to choose one. */
  override: FeeOverride | null;
  defaults: AdminFeesResponse['defaults'];
};

/** Give an office its own fees, or change the ones it has: either fee may stay at the platform's default. */
export function FeeOverrideModal({ opened, onClose, override, defaults }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={override ? `Fees of ${override.office.name}` : 'Give an office its own fees'}
      size="lg"
    >
      {opened && <FeeOverrideForm override={override} defaults={defaults} onDone={onClose} />}
    </Modal>
  );
}

function FeeOverrideForm({
  override,
  defaults,
  onDone,
}: {
  override: FeeOverride | null;
  defaults: AdminFeesResponse['defaults'];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [officeId, setOfficeId] = useState<string | null>(override ? String(override.office.id) : null);
  const [dollars, setDollars] = useState<string | number>(
    override?.perMemberMonthCents == null ? '' : override.perMemberMonthCents / 100,
  );
  const [percent, setPercent] = useState<string | number>(override?.setupFeePercent ?? '');
  const [note, setNote] = useState(override?.note ?? '');
  const save = useMutation({
    mutationFn: () =>
      call('setFeeOverride', {
        params: { dentistInfoId: Number(officeId) },
        body: {
          perMemberMonthCents: dollars === '' ? null : Math.round(Number(dollars) * 100),
          setupFeePercent: percent === '' ? null : Number(percent),
          note: note.trim(),
        },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'fees'] });
      onDone();
    },
  });
  const errors = fieldErrorsOf(save.error);
  const noOffice = save.isError && !officeId ? 'Choose an office' : undefined;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (officeId) save.mutate();
      }}
      noValidate
    >
      <Stack>
        {override ? (
          <Text size="sm">
            {override.office.name} · {override.office.organization}
          </Text>
        ) : (
          <OfficePicker value={officeId} onChange={setOfficeId} error={noOffice} />
        )}
        <Text size="sm" c="gray.7">
          Leave a fee empty for the office to pay the platform's default (
          {formatMoney(defaults.perMemberMonthCents, { decimals: 2 })} per member and month, a{' '}
          {defaults.setupFeePercent}% setup fee). Changes apply from the office's next payment on.
        </Text>
        <NumberInput
          label="Fee per member and month ($)"
          description="What the platform keeps of each member's monthly payment"
          min={0}
          max={100}
          clampBehavior="none"
          decimalScale={2}
          fixedDecimalScale
          prefix="$"
          value={dollars}
          onChange={setDollars}
          error={errors.perMemberMonthCents}
        />
        <NumberInput
          label="Setup fee (%)"
          description="Percent of a monthly plan's annual commitment, under guaranteed payment"
          min={0}
          max={50}
          clampBehavior="none"
          decimalScale={2}
          suffix="%"
          value={percent}
          onChange={setPercent}
          error={errors.setupFeePercent}
        />
        <TextInput
          label="Note"
          description="Why this office pays other fees (the agreement, who approved it)"
          maxLength={300}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
        />
        {save.isError && !errors.perMemberMonthCents && !errors.setupFeePercent && (
          <Text c="red.8" size="sm" role="alert">
            {userMessageOf(save.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!officeId}>
            Save fees
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
