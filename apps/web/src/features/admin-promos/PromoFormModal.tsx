import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { PromoCode } from '@mhq/contract';
import { PLATFORM_TIERS } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';

type Props = { opened: boolean; onClose: () => void; promo: PromoCode | null };

/** yyyy-mm-dd of an ISO time, in the admin's own time zone. */
const dayOf = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/** A start is the beginning of its day; an end, the end of its day (the admin's time zone). */
const startOf = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : null);
const endOf = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : null);

const fieldErrors = (error: unknown): Record<string, string> => {
  const errors = error instanceof ApiError ? (error.body as { errors?: unknown } | null)?.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
};

/** Create a code, or change the limits of one (its text and discount stay: practices signed up on them). */
export function PromoFormModal({ opened, onClose, promo }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={promo ? `Edit ${promo.code}` : 'New discount code'} size="lg">
      {opened && <PromoForm promo={promo} onDone={onClose} />}
    </Modal>
  );
}

function PromoForm({ promo, onDone }: { promo: PromoCode | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState(promo?.code ?? '');
  const [description, setDescription] = useState(promo?.description ?? '');
  const [kind, setKind] = useState<'percent' | 'amount'>(promo?.amountOffCents ? 'amount' : 'percent');
  const [percent, setPercent] = useState<string | number>(promo?.percentOff ?? '');
  const [dollars, setDollars] = useState<string | number>(promo?.amountOffCents ? promo.amountOffCents / 100 : '');
  const [startsOn, setStartsOn] = useState(dayOf(promo?.startsAt ?? null));
  const [endsOn, setEndsOn] = useState(dayOf(promo?.expiresAt ?? null));
  const [maxUses, setMaxUses] = useState<string | number>(promo?.maxUses ?? '');
  const [everyTier, setEveryTier] = useState(promo?.tierLevels === null || promo === null);
  const [tiers, setTiers] = useState<string[]>((promo?.tierLevels ?? []).map(String));
  const [associationId, setAssociationId] = useState('');
  const associations = useQuery({
    queryKey: ['admin', 'promo-associations'],
    queryFn: ({ signal }) => call('promoAssociations', { signal }),
    enabled: !promo,
  });

  const limits = () => ({
    description: description.trim(),
    startsAt: startOf(startsOn),
    expiresAt: endOf(endsOn),
    maxUses: maxUses === '' ? null : Number(maxUses),
    tierLevels: everyTier ? null : tiers.map(Number),
  });
  const save = useMutation({
    mutationFn: () =>
      promo
        ? call('updatePromo', { params: { id: promo.id }, body: limits() })
        : call('createPromo', {
            body: {
              ...limits(),
              code: code.trim(),
              percentOff: kind === 'percent' && percent !== '' ? Number(percent) : null,
              amountOffCents: kind === 'amount' && dollars !== '' ? Math.round(Number(dollars) * 100) : null,
              associationId: associationId ? Number(associationId) : null,
            },
          }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'promos'] });
      onDone();
    },
  });
  const errors = fieldErrors(save.error);
  const general = save.isError && Object.keys(errors).length === 0 ? userMessageOf(save.error) : null;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm">
        {!promo && (
          <>
            <TextInput
              label="Code"
              description="3 to 32 letters, digits, dashes or underscores; practices type it in any case"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
              error={errors.code}
              required
            />
            <Radio.Group label="Discount" value={kind} onChange={(v) => setKind(v === 'amount' ? 'amount' : 'percent')}>
              <Group mt={4}>
                <Radio value="percent" label="Percent off" />
                <Radio value="amount" label="Amount off" />
              </Group>
            </Radio.Group>
            {kind === 'percent' ? (
              <NumberInput
                label="Percent off each platform payment"
                suffix="%"
                min={0}
                max={100}
                decimalScale={2}
                value={percent}
                onChange={setPercent}
                error={errors.percentOff}
              />
            ) : (
              <NumberInput
                label="Amount off each platform payment"
                prefix="$"
                min={0}
                decimalScale={2}
                fixedDecimalScale
                value={dollars}
                onChange={setDollars}
                error={errors.amountOffCents ?? errors.percentOff}
              />
            )}
          </>
        )}
        <TextInput
          label="Description (what it is for)"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label="Starts on (optional)"
            value={startsOn}
            onChange={(e) => setStartsOn(e.currentTarget.value)}
            error={errors.startsAt}
          />
          <TextInput
            type="date"
            label="Last day (optional)"
            value={endsOn}
            onChange={(e) => setEndsOn(e.currentTarget.value)}
            error={errors.expiresAt}
          />
        </Group>
        <NumberInput
          label="Most practices that may use it (empty: no limit)"
          min={1}
          allowDecimal={false}
          value={maxUses}
          onChange={setMaxUses}
          error={errors.maxUses}
        />
        <Checkbox
          label="Applies to every platform plan"
          checked={everyTier}
          onChange={(e) => setEveryTier(e.currentTarget.checked)}
        />
        {!everyTier && (
          <Checkbox.Group
            label="Platform plans it applies to"
            value={tiers}
            onChange={setTiers}
            error={errors.tierLevels}
          >
            <Group mt={4}>
              {PLATFORM_TIERS[tenant.id].map((t) => (
                <Checkbox key={t.level} value={String(t.level)} label={t.name} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        {!promo && (
          <NativeSelect
            label="Partner association (optional)"
            value={associationId}
            onChange={(e) => setAssociationId(e.currentTarget.value)}
            data={[
              { value: '', label: 'None' },
              ...(associations.data?.associations ?? []).map((a) => ({ value: String(a.id), label: a.name })),
            ]}
            error={errors.associationId}
          />
        )}
        {general && (
          <Text c="red.8" size="sm" role="alert">
            {general}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {promo ? 'Save limits' : 'Create code'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
