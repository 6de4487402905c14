import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PlanSettings } from '@mhq/contract';
import { useState } from 'react';
import { MoneyInput } from '../../ui/MoneyInput';
import { dollarsText, parseDollars } from './plan-form';
import { plansText as t } from './plans-texts';
import { notifyError } from './use-plan-actions';
import { type PlanMutations, settingsBody } from './use-plans';

type Props = { settings: PlanSettings; mutations: PlanMutations; canEdit: boolean };

/** The office's usual fees (UCR, or U&C for vision) per procedure code: what recommended prices are built from. */
export function UsualFeesPanel({ settings, mutations, canEdit }: Props) {
  const initial = () => Object.fromEntries(settings.priceCodes.map((f) => [f.code, dollarsText(f.feeCents)]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    const next: Record<string, string> = {};
    const priceCodes = settings.priceCodes.map((fee) => {
      const cents = parseDollars(values[fee.code] ?? '');
      if (cents === undefined) next[fee.code] = t.invalidAmount;
      return { code: fee.code, feeCents: cents ?? null };
    });
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await mutations.saveSettings.mutateAsync(settingsBody(settings, { priceCodes }));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {t.feesTitle}
            </Title>
            <Text size="sm" c="gray.7" maw={720}>
              {t.feesLead}
            </Text>
          </div>
          <Table verticalSpacing="xs" className="fees-table" maw={560}>
            <Table.Caption className="visually-hidden">{t.feesCaption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.feeName}</Table.Th>
                <Table.Th w={150}>{t.feeAmount}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settings.priceCodes.map((fee) => (
                <Table.Tr key={fee.code}>
                  <Table.Td>
                    <Text size="sm" fw={600} className="nums">
                      {fee.code}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {fee.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <MoneyInput
                      aria-label={t.feeLabel(fee.code, fee.name)}
                      value={values[fee.code] ?? ''}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setValues((v) => ({ ...v, [fee.code]: value }));
                      }}
                      error={errors[fee.code]}
                      readOnly={!canEdit}
                      size="sm"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={mutations.saveSettings.isPending}>
                {t.saveFees}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
