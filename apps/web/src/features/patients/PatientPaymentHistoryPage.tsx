import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { PageHeader } from '../../ui/PageHeader';
import { PaymentList } from '../billing/PaymentList';

/**
 * /patient-details/payment-history (and /patient/payment-history): every payment of the patient's household, newest
 * first, with what each covered, what was refunded and its receipt to download.
 */
export function PatientPaymentHistoryPage() {
  const user = useCurrentUser();
  const officeId = user.dentistInfo?.id ?? null;
  const history = useQuery({
    queryKey: ['patient', 'payments', officeId],
    enabled: officeId !== null,
    queryFn: async ({ signal }) => {
      const office = officeId ?? 0;
      // Whose payments: the household's account owner, as the server knows the signed-in patient.
      const owed = await call('pastDue', {
        params: { id: user.userId },
        body: { dentistInfoId: office },
        signal,
        successToast: false,
      });
      return call('memberFinances', {
        params: { id: office, userId: owed.ownerMemberId },
        signal,
        successToast: false,
      });
    },
  });
  return (
    <>
      <PageHeader
        title="Payment history"
        subtitle="Every membership payment of your household, with its receipt for your records."
      />
      {officeId === null ? (
        <Alert color="gray">Your payments will appear here once your membership is active.</Alert>
      ) : history.isPending ? (
        <Loader aria-label="Loading your payments" />
      ) : history.isError ? (
        <Alert color="gray">{userMessageOf(history.error)}</Alert>
      ) : (
        <PaymentList charges={history.data.charges} userId={user.userId} />
      )}
    </>
  );
}
