import { Alert, Button, Group, NumberInput, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReferralRewardSetting } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { referralOfficeTexts as t } from './referral-office-texts';

type Kind = ReferralRewardSetting['kind'];

/**
 * The office's referral reward (office settings): what a household earns when a friend enrols with its link or code:
 * the platform's credit, nothing, a fixed credit, or a month of its plans free. Applies to referrals from then on.
 */
export function ReferralRewardCard({ officeId, canEdit }: { officeId: number; canEdit: boolean }) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['referralReward', officeId],
    queryFn: ({ signal }) => call('referralReward', { params: { officeId }, signal, successToast: false }),
  });
  const [kind, setKind] = useState<Kind>('platform');
  const [dollars, setDollars] = useState<number | string>(25);
  const saved = query.data?.reward;
  useEffect(() => {
    if (!saved) return;
    setKind(saved.kind);
    if (saved.kind === 'fixed') setDollars(saved.amountCents / 100);
  }, [saved]);
  const save = useMutation({
    mutationFn: (body: ReferralRewardSetting) => call('updateReferralReward', { params: { officeId }, body }),
    onSuccess: (data) => client.setQueryData(['referralReward', officeId], data),
  });

  const body = (): ReferralRewardSetting =>
    kind === 'fixed' ? { kind, amountCents: Math.round(Number(dollars) * 100) } : { kind };

  return (
    <Paper withBorder p="lg" radius="md" data-testid="referral-reward">
      <Title order={2} size="h4" mb={4}>
        {t.rewardTitle}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t.rewardLead}
      </Text>
      {query.isPending ? (
        <Skeleton h={140} />
      ) : query.isError ? (
        <Alert color="red">{userMessageOf(query.error)}</Alert>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(body());
          }}
        >
          <Stack gap="sm">
            <Radio.Group value={kind} onChange={(v) => setKind(v as Kind)} label={t.rewardLabel}>
              <Stack gap="xs" mt="xs">
                <Radio
                  value="platform"
                  label={t.platform(formatMoney(query.data.platformCents, { decimals: 2 }))}
                  disabled={!canEdit}
                />
                <Radio value="month_free" label={t.monthFree} disabled={!canEdit} />
                <Radio value="fixed" label={t.fixed} disabled={!canEdit} />
                <Radio value="none" label={t.none} disabled={!canEdit} />
              </Stack>
            </Radio.Group>
            {kind === 'fixed' && (
              <NumberInput
                label={t.amount}
                prefix="$"
                min={1}
                max={500}
                decimalScale={2}
                fixedDecimalScale
                value={dollars}
                onChange={setDollars}
                disabled={!canEdit}
                maw={200}
                error={
                  save.error && kind === 'fixed'
                    ? ((save.error as { body?: { errors?: { amountCents?: string } } }).body?.errors?.amountCents ??
                      undefined)
                    : undefined
                }
              />
            )}
            {save.isError && <Alert color="red">{userMessageOf(save.error)}</Alert>}
            {canEdit && (
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {t.save}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      )}
    </Paper>
  );
}
