import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { call, userMessageOf } from '../../app/api';
import { useRefreshMembers } from './members-api';
import { membersText as t } from './members-texts';

/**
 * Mails the account owner a secure link (7 days, works once) where they replace the card themselves
 * (sendSecurePaymentUpdateLink); the answer says where it went.
 */
export function SendLinkButton({
  officeId,
  memberId,
  hasEmail,
}: {
  officeId: number;
  memberId: number;
  hasEmail: boolean;
}) {
  const refresh = useRefreshMembers();
  const send = useMutation({
    mutationFn: () =>
      call('sendPaymentUpdateLink', { params: { id: officeId }, body: { memberId }, successToast: false }),
    onSuccess: () => void refresh(),
  });
  if (!hasEmail) return null;
  return (
    <>
      <Button variant="light" size="xs" mt="sm" loading={send.isPending} onClick={() => send.mutate()}>
        {t.sendLink}
      </Button>
      {send.isSuccess && (
        <Text size="sm" mt={6} role="status">
          {send.data._message}
        </Text>
      )}
      {send.isError && (
        <Text size="sm" mt={6} c="red.8" role="alert">
          {userMessageOf(send.error)}
        </Text>
      )}
    </>
  );
}
