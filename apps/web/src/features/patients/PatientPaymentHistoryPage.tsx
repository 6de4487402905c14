import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { PageHeader } from '../../ui/PageHeader';
import { PaymentList } from '../billing/PaymentList';
import { usePortalTexts } from '../portal/portal-language';
import { PATIENTS_TEXTS } from './patients-texts';

/**
 * /patient-details/payment-history (and /patient/payment-history): every payment of the patient's household, newest
 * first, with what each covered, what was refunded and its receipt to download.
 */
export function PatientPaymentHistoryPage() {
  const user = useCurrentUser();
  const t = usePortalTexts(PATIENTS_TEXTS);
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
      <PageHeader title={t.historyTitle} subtitle={t.historyLead} />
      {officeId === null ? (
        <Alert color="gray">{t.paymentsLater}</Alert>
      ) : history.isPending ? (
        <Loader role="status" aria-label={t.loadingPayments} />
      ) : history.isError ? (
        <Alert color="gray">{userMessageOf(history.error)}</Alert>
      ) : (
        <PaymentList charges={history.data.charges} userId={user.userId} />
      )}
    </>
  );
}
