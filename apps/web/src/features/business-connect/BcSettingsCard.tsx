import { Alert, Button, Card, Checkbox, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { BusinessConnectResponse } from '@mhq/contract';
import { BUSINESS_CONNECT_MAX_DISCOUNT } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { useState } from 'react';
import { fieldErrorsOf, userMessageOf } from '../../app/api';
import { useSaveSettings } from './bc-api';

type Props = { officeId: number; bc: BusinessConnectResponse; mayChange: boolean };

/** The discount employers' staff get and the plans employers may offer (each plan's showOnBC). */
export function BcSettingsCard({ officeId, bc, mayChange }: Props) {
  const [discount, setDiscount] = useState<number | string>(bc.discountPercent);
  const [chosen, setChosen] = useState<string[]>(bc.plans.filter((p) => p.showOnBC).map((p) => String(p.id)));
  const save = useSaveSettings(officeId);
  const errors = fieldErrorsOf(save.error);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="bc-settings">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ discountPercent: Number(discount), planIds: chosen.map(Number) });
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="bc-settings">
            Discount and plans
          </Title>
          <NumberInput
            label="Discount for employers’ staff (%)"
            description={`From 0 to ${BUSINESS_CONNECT_MAX_DISCOUNT} percent off every plan they choose. It applies to new enrollments through an employer’s link.`}
            min={0}
            max={BUSINESS_CONNECT_MAX_DISCOUNT}
            step={1}
            allowDecimal={false}
            value={discount}
            onChange={setDiscount}
            disabled={!mayChange}
            error={errors.discountPercent}
            maw={320}
          />
          <Checkbox.Group
            label="Plans employers may offer"
            description="Employees who come through an employer’s link choose among these plans only. A plan shared by several locations changes at all of them."
            value={chosen}
            onChange={setChosen}
            error={errors.planIds}
          >
            <Stack gap={6} mt="xs">
              {bc.plans.length === 0 && (
                <Text size="sm" c="gray.7">
                  Your office has no plans yet.
                </Text>
              )}
              {bc.plans.map((p) => (
                <Checkbox
                  key={p.id}
                  value={String(p.id)}
                  disabled={!mayChange}
                  label={`${p.name} — ${formatMoney(p.monthlyCents)}/month${p.annualCents > 0 ? `, ${formatMoney(p.annualCents)}/year` : ''}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {save.isError && !errors.discountPercent && <Alert color="red">{userMessageOf(save.error)}</Alert>}
          {mayChange && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save discount and plans
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
