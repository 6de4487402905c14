import { Alert, Anchor, Text } from '@mantine/core';
import { formatMoney, type PlanDraft } from '@mhq/domain';
import { forgetPlanDraft } from './plan-draft-storage';

/**
 * On the practice sign-up: the plan the owner built on /plan-builder, which the sign-up sends along and which is
 * added to the practice once its office is set up; 'Remove' leaves it out.
 */
export function PlanDraftNotice({ draft, onRemove }: { draft: PlanDraft; onRemove: () => void }) {
  return (
    <Alert title="Your plan" data-plan-draft>
      <Text size="sm">
        Your plan from the plan builder: {draft.planName}, {formatMoney(draft.pricing.monthly)}/month will be added.{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="inherit"
          fw={700}
          underline="always"
          onClick={() => {
            forgetPlanDraft();
            onRemove();
          }}
        >
          Remove
        </Anchor>
      </Text>
    </Alert>
  );
}
