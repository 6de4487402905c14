import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { call, userMessageOf } from '../../app/api';
import { useRefreshMembers } from './members-api';
import { membersText as t } from './members-texts';

/**
 * For a household with a late payment and a method on file: the front desk tries the late payment now (charge_user),
 * say with the patient on the phone saying the card is good again. Paid: a toast and the page shows the plans active;
 * refused: the processor's reason under the button (it counts as a try).
 */
export function ChargeLateButton({
  userId,
  officeId,
  memberId,
}: {
  userId: number;
  officeId: number;
  memberId: number;
}) {
  const refresh = useRefreshMembers();
  const charge = useMutation({
    mutationFn: () =>
      call('chargeLate', { params: { id: userId }, body: { dentistInfoId: officeId, memberId }, successToast: true }),
    onSettled: () => void refresh(),
  });
  return (
    <>
      <Button variant="light" size="xs" mt="sm" loading={charge.isPending} onClick={() => charge.mutate()}>
        {t.chargeLate}
      </Button>
      {charge.isError && (
        <Text size="sm" mt={6} c="red.8" role="alert">
          {userMessageOf(charge.error)}
        </Text>
      )}
    </>
  );
}
