import { formatMoney, formatUsDate } from '@mhq/domain';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { activateCash } from './enrolment-api';
import { useFlow } from './flow-context';

type Props = { officeId: number; memberId: number; planId: number; amountCents: number; onPaid?: () => void };

type State =
  | { kind: 'pending' }
  | { kind: 'busy' }
  | { kind: 'paid'; through: string }
  | { kind: 'failed'; message: string };

/**
 * 'Payment taken in the office' for one member waiting as pending_cash: the front desk presses it once the patient
 * has paid at the counter, and the plan becomes active (activate_cash).
 */
export function CashActivation({ officeId, memberId, planId, amountCents, onPaid }: Props) {
  const { t } = useFlow();
  const [state, setState] = useState<State>({ kind: 'pending' });
  if (state.kind === 'paid') {
    return (
      <p className="enrol-paid" role="status">
        {t.activated(formatUsDate(state.through))}
      </p>
    );
  }
  return (
    <div className="enrol-cash">
      <span className="enrol-hint">{t.pendingCash}</span>
      <button
        type="button"
        className="enrol-button enrol-button-small"
        disabled={state.kind === 'busy'}
        onClick={async () => {
          setState({ kind: 'busy' });
          try {
            const answer = await activateCash(officeId, memberId, planId);
            setState({ kind: 'paid', through: answer.paidThrough });
            onPaid?.();
          } catch (error) {
            setState({ kind: 'failed', message: userMessageOf(error) });
          }
        }}
      >
        {t.markPaid(formatMoney(amountCents, { decimals: 2 }))}
      </button>
      {state.kind === 'failed' && (
        <span className="enrol-error" role="alert">
          {state.message}
        </span>
      )}
    </div>
  );
}
