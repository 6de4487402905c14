import {
  Alert,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { PrintOrdersResponse } from '@mhq/contract';
import { formatMoney, PRINT_PRODUCT_NAMES, type PrintFinish } from '@mhq/domain';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, userMessageOf } from '../../app/api';
import { useCreatePrintOrder } from './print-orders-api';

type Props = { officeId: number; page: PrintOrdersResponse };

const FINISH_LABELS: Record<PrintFinish, string> = { standard: 'Standard', premium: 'Premium (heavier stock)' };

/** The order: quantity and finish at the brand's prices, the plans printed, language, and where it ships. */
export function PrintOrderForm({ officeId, page }: Props) {
  const create = useCreatePrintOrder(officeId);
  const names = PRINT_PRODUCT_NAMES[page.product];
  const [quantity, setQuantity] = useState(String(page.quantities[1]?.quantity ?? page.quantities[0]?.quantity ?? ''));
  const [finish, setFinish] = useState<PrintFinish>('standard');
  const [planIds, setPlanIds] = useState<string[]>(page.plans.slice(0, page.planLimit).map((p) => String(p.id)));
  const [language, setLanguage] = useState<'en' | 'es'>('en');
  const errors = fieldErrorsOf(create.error);
  const row = page.quantities.find((q) => String(q.quantity) === quantity);
  const price = row ? (finish === 'premium' ? row.premiumPriceCents : row.priceCents) : null;
  const tooMany = planIds.length > page.planLimit;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (field: string) => String(form.get(field) ?? '').trim();
    create.mutate({
      quantity: Number(quantity),
      finish,
      planIds: planIds.map(Number),
      language,
      shipTo: {
        name: text('name'),
        line1: text('line1'),
        line2: text('line2'),
        city: text('city'),
        state: text('state'),
        zip: text('zip'),
      },
    });
  }

  const shipError = (field: string) => errors[`shipTo.${field}`] ?? errors[field];
  return (
    <Card withBorder padding="lg" component="form" onSubmit={onSubmit} aria-labelledby="new-order">
      <Title order={2} size="h4" id="new-order" mb={4}>
        Order {names.many}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        Printed with up to {page.planLimit} of your plans and their prices, and a QR code to your enrollment page.
      </Text>
      <Stack gap="md">
        <Radio.Group label="Quantity" value={quantity} onChange={setQuantity} error={errors.quantity} required>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
            {page.quantities.map((q) => (
              <Radio
                key={q.quantity}
                value={String(q.quantity)}
                label={`${q.quantity.toLocaleString('en-US')} for ${formatMoney(finish === 'premium' && q.premiumPriceCents !== null ? q.premiumPriceCents : q.priceCents)}`}
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
        {page.finishes.length > 1 && (
          <Radio.Group
            label="Finish"
            value={finish}
            onChange={(v) => setFinish(v as PrintFinish)}
            error={errors.finish}
          >
            <Group mt="xs">
              {page.finishes.map((f) => (
                <Radio key={f} value={f} label={FINISH_LABELS[f]} />
              ))}
            </Group>
          </Radio.Group>
        )}
        <Checkbox.Group
          label={`Plans printed (up to ${page.planLimit})`}
          value={planIds}
          onChange={setPlanIds}
          error={errors.planIds ?? (tooMany ? `Choose at most ${page.planLimit} plans.` : undefined)}
        >
          <Stack gap={6} mt="xs">
            {page.plans.map((p) => (
              <Checkbox key={p.id} value={String(p.id)} label={p.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Radio.Group label="Language" value={language} onChange={(v) => setLanguage(v === 'es' ? 'es' : 'en')}>
          <Group mt="xs">
            <Radio value="en" label="English" />
            <Radio value="es" label="Spanish" />
          </Group>
        </Radio.Group>
        <Fieldset legend="Ship to">
          <Stack gap="xs">
            <TextInput name="name" label="Name" required defaultValue={page.officeName} error={shipError('name')} />
            <TextInput
              name="line1"
              label="Street address"
              required
              autoComplete="address-line1"
              error={shipError('line1')}
            />
            <TextInput
              name="line2"
              label="Suite, unit (optional)"
              autoComplete="address-line2"
              error={shipError('line2')}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              <TextInput name="city" label="City" required autoComplete="address-level2" error={shipError('city')} />
              <TextInput
                name="state"
                label="State"
                required
                maxLength={2}
                placeholder="TX"
                error={shipError('state')}
              />
              <TextInput
                name="zip"
                label="ZIP code"
                required
                inputMode="numeric"
                maxLength={10}
                error={shipError('zip')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        {create.isError && (
          <Alert color="red" role="alert" title="Not ordered" data-testid="order-error">
            {userMessageOf(create.error)}
          </Alert>
        )}
        {create.isSuccess && (
          <Alert color="green" role="status" data-testid="order-done">
            {create.data._message}
          </Alert>
        )}
        <Group justify="space-between" align="center">
          <Text size="sm" c="gray.7">
            Charged now to your {page.paymentMethod?.label ?? 'plan payment method'}.
          </Text>
          <Button type="submit" loading={create.isPending} disabled={price === null || tooMany || planIds.length === 0}>
            {price === null ? 'Order' : `Order and pay ${formatMoney(price)}`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
