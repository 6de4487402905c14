import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { userMessageOf } from '../../app/api';
import { useRefreshMembers } from './members-api';

/**
 * One action on the household's payments under its payment method (a payment-update link, a late payment charged
 * now): a small button, the members refreshed after it, the server's refusal under it and, with `showAnswer`, its
 * answer too (else the call's own success toast says it).
 */
export function HouseholdPaymentAction({
  label,
  run,
  showAnswer = false,
}: {
  label: string;
  run: () => Promise<{ _message: string }>;
  showAnswer?: boolean;
}) {
  const refresh = useRefreshMembers();
  const action = useMutation({ mutationFn: run, onSettled: () => void refresh() });
  return (
    <>
      <Button variant="light" size="xs" mt="sm" loading={action.isPending} onClick={() => action.mutate()}>
        {label}
      </Button>
      {showAnswer && action.isSuccess && (
        <Text size="sm" mt={6} role="status">
          {action.data._message}
        </Text>
      )}
      {action.isError && (
        <Text size="sm" mt={6} c="red.8" role="alert">
          {userMessageOf(action.error)}
        </Text>
      )}
    </>
  );
}
