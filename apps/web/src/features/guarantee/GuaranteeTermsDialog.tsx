import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { GuaranteeOffice } from '@mhq/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { GuaranteeTerms } from './GuaranteeTerms';
import { guaranteeText as t } from './guarantee-texts';

/**
 * The first time on: the terms in the practice's words, to read and accept, which enrols the office. The server says
 * why it cannot (no payout account yet) in its words.
 */
export function GuaranteeTermsDialog({ g, onClose }: { g: GuaranteeOffice; onClose: () => void }) {
  const client = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const enrol = useMutation({
    mutationFn: () => call('guaranteeToggle', { body: { dentistInfoId: g.officeId, active: true, acceptTerms: true } }),
    onSuccess: (answer) => {
      client.setQueryData(['guarantee', 'office', g.officeId], { guarantee: answer.guarantee });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t.termsTitle} size="lg">
      <Stack gap="md">
        <Text size="sm">{t.termsLead}</Text>
        <GuaranteeTerms g={g} />
        <Checkbox label={t.termsAccept} checked={accepted} onChange={(e) => setAccepted(e.currentTarget.checked)} />
        {enrol.isError && (
          <Alert color="red" role="alert">
            {userMessageOf(enrol.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button disabled={!accepted} loading={enrol.isPending} onClick={() => enrol.mutate()}>
            {t.termsConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
