import type { MemberCard, PaymentMethodOnFile } from '@mhq/contract';
import { ClaimGuaranteeModal } from '../guarantee/ClaimGuaranteeModal';
import { AddPlanModal } from './AddPlanModal';
import { CancelPlanModal } from './CancelPlanModal';
import { ChangePlanModal } from './ChangePlanModal';
import { ConfirmActionModal } from './ConfirmActionModal';
import type { SubscriptionDialog } from './SubscriptionMenu';

type Props = {
  dialog: SubscriptionDialog | null;
  household: readonly MemberCard[];
  method: PaymentMethodOnFile | null;
  officeId: number;
  onClose: () => void;
};

/** The dialog a subscription's menu opened, if any. */
export function SubscriptionDialogHost({ dialog, household, method, officeId, onClose }: Props) {
  if (!dialog) return null;
  if (dialog.kind === 'confirm') return <ConfirmActionModal action={dialog.action} onClose={onClose} />;
  const { member, subscription } = dialog;
  if (dialog.kind === 'changePlan') {
    return (
      <ChangePlanModal
        member={member}
        household={household}
        subscription={subscription}
        officeId={officeId}
        onClose={onClose}
      />
    );
  }
  if (dialog.kind === 'claim') {
    const target = {
      officeId,
      memberId: member.memberId,
      subscriptionId: subscription.subscriptionId,
      memberName: `${member.firstName} ${member.lastName}`,
    };
    return <ClaimGuaranteeModal target={target} onClose={onClose} />;
  }
  if (dialog.kind === 'cancel') {
    return (
      <CancelPlanModal
        officeId={officeId}
        memberId={member.memberId}
        name={`${member.firstName} ${member.lastName}`}
        subscription={subscription}
        onClose={onClose}
      />
    );
  }
  return (
    <AddPlanModal
      member={member}
      household={household}
      method={method}
      officeId={officeId}
      restart={subscription}
      onClose={onClose}
    />
  );
}
