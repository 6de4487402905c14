import { Paper, Text, Title } from '@mantine/core';
import type { PaymentMethodOnFile } from '@mhq/contract';
import { cardBrandName } from '@mhq/domain';
import type { ReactNode } from 'react';
import { membersText as t } from './members-texts';

/**
 * The household's card or bank account on file, and what can be done with it; the employer, when its card pays for
 * the household (BusinessConnect).
 */
export function PaymentMethodCard({
  method,
  actions,
  paidByEmployer = null,
}: {
  method: PaymentMethodOnFile | null;
  actions?: ReactNode;
  paidByEmployer?: string | null;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="xs">
        {t.paymentMethod}
      </Title>
      <Text size="sm" data-testid={paidByEmployer ? 'paid-by-employer' : undefined}>
        {paidByEmployer
          ? t.paidByEmployer(paidByEmployer)
          : method === null
            ? t.noMethod
            : method.kind === 'us_bank_account'
              ? t.bankOnFile(method.last4)
              : t.cardOnFile(
                  cardBrandName(method.brand),
                  method.last4,
                  method.expMonth && method.expYear
                    ? `${String(method.expMonth).padStart(2, '0')}/${method.expYear}`
                    : '—',
                )}
      </Text>
      {actions}
    </Paper>
  );
}
