import { lazy, Suspense } from 'react';
import { useFlow } from './flow-context';
import { CardFields, type Tokenizer } from './PaymentFields';

const StripeCardFields = lazy(() => import('./StripeCardFields').then((m) => ({ default: m.StripeCardFields })));

type Props = { active: boolean; onTokenizer: (tokenizer: Tokenizer) => void };

/** The card fields of the office's processor: Stripe's own when it is Stripe, else the simulated processor's. */
export function CardEntry({ active, onTokenizer }: Props) {
  const { offer, lang } = useFlow();
  if (offer.processor.kind !== 'stripe') return <CardFields active={active} onTokenizer={onTokenizer} />;
  return (
    <Suspense fallback={<span className="enrol-spinner" aria-hidden="true" />}>
      <StripeCardFields
        publishableKey={offer.processor.publishableKey}
        lang={lang}
        active={active}
        onTokenizer={onTokenizer}
      />
    </Suspense>
  );
}
