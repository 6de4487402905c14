import { call } from '../../app/api';
import { newIdempotencyKey } from '../enrolment/enrolment-api';
import { HouseholdPaymentAction } from './HouseholdPaymentAction';
import { membersText as t } from './members-texts';

/**
 * For a household with a late payment and a method on file: the front desk tries the late payment now (charge_user),
 * say with the patient on the phone saying the card is good again. Paid: a toast, and the page shows the plans
 * active; refused: the processor's reason under the button (it counts as a try).
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
  return (
    <HouseholdPaymentAction
      label={t.chargeLate}
      run={() =>
        call('chargeLate', {
          params: { id: userId },
          body: { dentistInfoId: officeId, memberId },
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        })
      }
    />
  );
}
