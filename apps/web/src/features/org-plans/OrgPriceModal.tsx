import { Alert, Button, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ChangeMasterPlanPriceResponse, OrgPlan } from '@mhq/contract';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { MoneyInput } from '../../ui/MoneyInput';
import { checkNewPrice, dollarsText } from '../plans/plan-form';
import { notifyError } from '../plans/use-plan-actions';
import type { OrgPlanMutations } from './org-plans-api';
import { orgPlansText as t } from './org-plans-texts';

type Props = { plan: OrgPlan | null; onClose: () => void; mutations: OrgPlanMutations };

/**
 * Change the price of a plan at every location it is offered: first a preview of who is told at each location, then
 * the change and the notices (members keep their price until a renewal 30 days after the notice).
 */
export function OrgPriceModal({ plan, onClose, mutations }: Props) {
  return (
    <Modal opened={plan !== null} onClose={onClose} title={plan ? t.priceTitle(plan.planName) : ''} size="lg">
      {plan && <PriceForm key={plan.id} plan={plan} onClose={onClose} mutations={mutations} />}
    </Modal>
  );
}

function PriceForm({ plan, onClose, mutations }: { plan: OrgPlan; onClose: () => void; mutations: OrgPlanMutations }) {
  const [monthly, setMonthly] = useState(dollarsText(plan.pricing.monthly));
  const [annually, setAnnually] = useState(dollarsText(plan.pricing.annually));
  const [errors, setErrors] = useState<{ monthly?: string; annually?: string; form?: string }>({});
  const [preview, setPreview] = useState<ChangeMasterPlanPriceResponse | null>(null);
  const [done, setDone] = useState<ChangeMasterPlanPriceResponse | null>(null);

  const pricing = () => {
    const checked = checkNewPrice(plan, { monthly, annually }, t);
    setErrors(checked.errors);
    return checked.pricing;
  };

  const send = async (asPreview: boolean) => {
    const next = pricing();
    if (!next) return;
    try {
      const res = await mutations.changePrice.mutateAsync({ planId: plan.id, pricing: next, preview: asPreview });
      if (asPreview) setPreview(res);
      else setDone(res);
    } catch (error) {
      notifyError(error);
      setErrors({ form: error instanceof Error ? error.message : String(error) });
    }
  };

  const shown = done ?? preview;
  return (
    <Stack gap="md">
      <Text size="sm">{t.priceLead}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <MoneyInput
          label={t.monthly}
          value={monthly}
          onChange={(e) => {
            setMonthly(e.currentTarget.value);
            setPreview(null);
          }}
          error={errors.monthly}
          disabled={done !== null}
        />
        <MoneyInput
          label={t.annual}
          value={annually}
          onChange={(e) => {
            setAnnually(e.currentTarget.value);
            setPreview(null);
          }}
          error={errors.annually}
          disabled={done !== null}
        />
      </SimpleGrid>
      {errors.form && (
        <Alert color="red" variant="light" role="alert">
          {errors.form}
        </Alert>
      )}
      {shown && <NoticePreview result={shown} />}
      {done && (
        <Alert color="green" variant="light" icon={<IconMail size={18} aria-hidden />} role="status">
          {t.priceDone(done.notified)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {done ? t.done : t.cancel}
        </Button>
        {!done && !preview && (
          <Button onClick={() => void send(true)} loading={mutations.changePrice.isPending}>
            {t.preview}
          </Button>
        )}
        {!done && preview && (
          <Button onClick={() => void send(false)} loading={mutations.changePrice.isPending}>
            {t.confirmPrice}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Who is told at each location: members whose price changes at renewal, households mailed, households without email. */
function NoticePreview({ result }: { result: ChangeMasterPlanPriceResponse }) {
  const told = result.byLocation.filter((l) => l.members > 0);
  if (told.length === 0) return <Alert variant="light">{t.previewNone}</Alert>;
  return (
    <Table data-testid="price-notice-preview" verticalSpacing="xs" horizontalSpacing="xs" fz="sm">
      <Table.Caption>{t.previewTitle}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.location}</Table.Th>
          <Table.Th>{t.members}</Table.Th>
          <Table.Th>{t.households}</Table.Th>
          <Table.Th>{t.noEmail}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {told.map((l) => (
          <Table.Tr key={l.locationId}>
            <Table.Td>{l.location}</Table.Td>
            <Table.Td>{l.members}</Table.Td>
            <Table.Td>{l.households}</Table.Td>
            <Table.Td>{l.unreachable}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
