import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { GuaranteeOffice } from '@mhq/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { GuaranteeTerms } from './GuaranteeTerms';
import { guaranteeText as t } from './guarantee-texts';

/** What the owner's switch asks: enrol (the terms, the first time), turn it back on, or turn it off. */
export type SwitchDialog = 'enrol' | 'on' | 'off';

/** The owner's switch, confirmed: the terms to accept the first time, what turning it off means otherwise. */
export function GuaranteeSwitchDialog({
  dialog,
  g,
  onClose,
}: {
  dialog: SwitchDialog;
  g: GuaranteeOffice;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const toggle = useMutation({
    mutationFn: () =>
      call('guaranteeToggle', {
        body: {
          dentistInfoId: g.officeId,
          active: dialog !== 'off',
          ...(dialog === 'enrol' ? { acceptTerms: true } : {}),
        },
      }),
    onSuccess: (answer) => {
      client.setQueryData(['guarantee', 'office', g.officeId], { guarantee: answer.guarantee });
      void client.invalidateQueries({ queryKey: ['guarantee'] });
      onClose();
    },
  });
  const [title, confirm] =
    dialog === 'enrol'
      ? [t.termsTitle, t.termsConfirm]
      : dialog === 'on'
        ? [t.turnOnAgainTitle, t.turnOnAgainConfirm]
        : [t.turnOffTitle, t.turnOffConfirm];
  return (
    <Modal opened onClose={onClose} title={title} size={dialog === 'enrol' ? 'lg' : 'md'}>
      <Stack gap="md">
        {dialog === 'enrol' ? (
          <>
            <Text size="sm">{t.termsLead}</Text>
            <GuaranteeTerms g={g} />
            <Checkbox label={t.termsAccept} checked={accepted} onChange={(e) => setAccepted(e.currentTarget.checked)} />
          </>
        ) : (
          <Text size="sm">{dialog === 'on' ? t.turnOnAgainLead : t.turnOffLead}</Text>
        )}
        {toggle.isError && (
          <Alert color="red" role="alert">
            {userMessageOf(toggle.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            color={dialog === 'off' ? 'red.9' : undefined}
            disabled={dialog === 'enrol' && !accepted}
            loading={toggle.isPending}
            onClick={() => toggle.mutate()}
          >
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
