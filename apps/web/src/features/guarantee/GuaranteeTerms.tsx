import { List } from '@mantine/core';
import type { GuaranteeOffice } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { tenant } from '../../app/tenant';
import { guaranteeText as t } from './guarantee-texts';

/** The guarantee's terms in the practice's words, with the numbers of the platform's settings. */
export function GuaranteeTerms({ g }: { g: GuaranteeOffice }) {
  const fee = formatMoney(g.terms.perMemberMonthCents, { decimals: 2 });
  return (
    <List type="ordered" spacing="xs" size="sm">
      <List.Item>{t.howCommit(g.terms.commitmentMonths, g.terms.setupFeePercent)}</List.Item>
      <List.Item>{t.howSetupFee(tenant.name)}</List.Item>
      <List.Item>{t.howStop}</List.Item>
      <List.Item>{t.howClaim(tenant.name, fee)}</List.Item>
    </List>
  );
}
