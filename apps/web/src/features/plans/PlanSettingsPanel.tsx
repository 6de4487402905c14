import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { PlanSettings, PlanSettingsFields } from '@mhq/contract';
import { SPECIALTIES } from '@mhq/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../app/api';
import { tenant } from '../../app/tenant';
import { MoneyInput } from '../../ui/MoneyInput';
import { StatusBadge } from '../../ui/StatusBadge';
import { dollarsText, parseDollars, parsePercent } from './plan-form';
import { plansText as t } from './plans-texts';
import { notifyError } from './use-plan-actions';
import { type SavesSettings, settingsBody } from './use-plans';

type Props = { settings: PlanSettings; mutations: SavesSettings; canEdit: boolean };
type Group3 = 'adult' | 'child' | 'perio';
type WorryKey = `${Group3}.${'monthly' | 'annual'}`;
type Discount = 'family_discount_two' | 'family_discount_three' | 'family_discount_four';

const GROUPS: { key: Group3; label: string }[] = [
  { key: 'adult', label: t.adult },
  { key: 'child', label: t.child },
  { key: 'perio', label: t.perio },
];
/** The rows this brand shows (a vision office has no dental 'Perio' row); the others keep their stored amounts. */
const SHOWN_GROUPS = GROUPS.filter(({ key }) => tenant.worryFreeGroups.includes(key));
const DISCOUNTS: Discount[] = ['family_discount_two', 'family_discount_three', 'family_discount_four'];

/** The office's plan settings: program, specialty, family discounts, worry-free amounts, payments, enrollment. */
export function PlanSettingsPanel({ settings, mutations, canEdit }: Props) {
  const [form, setForm] = useState(() => ({
    programName: settings.programName,
    programDescription: settings.programDescription,
    specialty: settings.dentistSpecialtyId === null ? '' : String(settings.dentistSpecialtyId),
    discounts: Object.fromEntries(DISCOUNTS.map((k) => [k, String(settings.familyDiscounts[k])])) as Record<
      Discount,
      string
    >,
    worry: Object.fromEntries(
      GROUPS.flatMap(({ key }) => [
        [`${key}.monthly`, dollarsText(settings.worryFree[key].monthly)],
        [`${key}.annual`, dollarsText(settings.worryFree[key].annual)],
      ]),
    ) as Record<WorryKey, string>,
    allowBankDraft: settings.allowBankDraft,
    gppAdminOnlyWaive: settings.gppAdminOnlyWaive,
    gppMemberWaive: settings.gppMemberWaive,
    gppAutomaticClaim: settings.gppAutomaticClaim,
    disableEnrollment: settings.disableEnrollment,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  type Form = typeof form;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = async () => {
    const next: Record<string, string> = {};
    const percent = (k: Discount) => {
      const v = parsePercent(form.discounts[k]);
      if (v === undefined) next[k] = t.invalidPercent;
      return v ?? 0;
    };
    const money = (k: WorryKey) => {
      const v = parseDollars(form.worry[k]);
      if (v === undefined) next[k] = t.invalidAmount;
      return v ?? 0;
    };
    const amounts = (g: Group3) => ({ monthly: money(`${g}.monthly`), annual: money(`${g}.annual`) });
    const changes: Partial<PlanSettingsFields> = {
      programName: form.programName.trim(),
      programDescription: form.programDescription.trim(),
      dentistSpecialtyId: form.specialty === '' ? null : Number(form.specialty),
      familyDiscounts: {
        family_discount_two: percent('family_discount_two'),
        family_discount_three: percent('family_discount_three'),
        family_discount_four: percent('family_discount_four'),
      },
      worryFree: { adult: amounts('adult'), child: amounts('child'), perio: amounts('perio') },
      allowBankDraft: form.allowBankDraft,
      gppActive: settings.gppActive,
      gppAdminOnlyWaive: form.gppAdminOnlyWaive,
      gppMemberWaive: form.gppMemberWaive,
      gppAutomaticClaim: form.gppAutomaticClaim,
      disableEnrollment: form.disableEnrollment,
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await mutations.saveSettings.mutateAsync(settingsBody(settings, changes));
    } catch (error) {
      notifyError(error);
      const fields =
        error instanceof ApiError ? (error.body as { errors?: Record<string, string> } | null)?.errors : null;
      if (fields && typeof fields === 'object') {
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [
              k.replace(/^familyDiscounts\./, '').replace(/^worryFree\./, ''),
              v,
            ]),
          ),
        );
      }
    }
  };

  const specialties = SPECIALTIES[tenant.id].map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset disabled={!canEdit} className="editor-fieldset">
          <Stack gap="lg">
            <Block title={t.settingsProgram}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t.programName}
                  description={t.programNameHelp}
                  value={form.programName}
                  onChange={(e) => set('programName', e.currentTarget.value)}
                  error={errors.programName}
                />
                <NativeSelect
                  label={t.specialty}
                  style={{ alignSelf: 'end' }}
                  value={form.specialty}
                  onChange={(e) => set('specialty', e.currentTarget.value)}
                  data={[
                    { value: '', label: t.noSpecialty },
                    ...specialties,
                    ...(form.specialty && !specialties.some((s) => s.value === form.specialty)
                      ? [{ value: form.specialty, label: `#${form.specialty}` }]
                      : []),
                  ]}
                />
              </SimpleGrid>
              <Textarea
                mt="md"
                label={t.programDescription}
                autosize
                minRows={3}
                maxRows={8}
                value={form.programDescription}
                onChange={(e) => set('programDescription', e.currentTarget.value)}
                error={errors.programDescription}
              />
            </Block>
            <Divider />
            <Block title={t.settingsFamily} lead={t.settingsFamilyLead}>
              <SimpleGrid cols={3} spacing="sm" maw={420} role="group" aria-label={t.settingsFamily}>
                {DISCOUNTS.map((k, i) => (
                  <TextInput
                    key={k}
                    label={t.family(i + 2)}
                    inputMode="decimal"
                    rightSection={<span aria-hidden>%</span>}
                    value={form.discounts[k]}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setForm((f) => ({ ...f, discounts: { ...f.discounts, [k]: value } }));
                    }}
                    error={errors[k]}
                  />
                ))}
              </SimpleGrid>
            </Block>
            <Divider />
            <Block title={t.settingsWorryFree} lead={t.settingsWorryFreeLead}>
              <Table maw={480} verticalSpacing={6} horizontalSpacing="xs" withRowBorders={false}>
                <Table.Caption className="visually-hidden">{t.settingsWorryFree}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Td />
                    <Table.Th fz="sm">{t.monthly}</Table.Th>
                    <Table.Th fz="sm">{t.annual}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {SHOWN_GROUPS.map(({ key, label }) => (
                    <Table.Tr key={key}>
                      <Table.Th scope="row" fz="sm" w={72}>
                        {label}
                      </Table.Th>
                      {(['monthly', 'annual'] as const).map((period) => {
                        const k = `${key}.${period}` as WorryKey;
                        return (
                          <Table.Td key={k}>
                            <MoneyInput
                              aria-label={t.worryFreeLabel(label, period === 'monthly' ? t.monthly : t.annual)}
                              value={form.worry[k]}
                              onChange={(e) => {
                                const value = e.currentTarget.value;
                                setForm((f) => ({ ...f, worry: { ...f.worry, [k]: value } }));
                              }}
                              error={errors[k]}
                            />
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Block>
            <Divider />
            <Block title={t.settingsPayments}>
              <Stack gap="sm">
                <Switch
                  label={t.allowBankDraft}
                  checked={form.allowBankDraft}
                  onChange={(e) => set('allowBankDraft', e.currentTarget.checked)}
                />
                <Group gap="sm" mt="xs">
                  <Text fw={600} size="sm">
                    {t.gppTitle}
                  </Text>
                  <StatusBadge
                    tone={!settings.gppApproved ? 'neutral' : settings.gppActive ? 'ok' : 'attention'}
                    size="sm"
                  >
                    {!settings.gppApproved ? t.gppNotEnrolled : settings.gppActive ? t.gppOn : t.gppOff}
                  </StatusBadge>
                </Group>
                {/* One switch, on its own page (the owner's, with the terms): here it is only shown. */}
                <Text size="xs" c="gray.7">
                  {t.gppSwitchHelp}{' '}
                  {tenant.featureFlags.includes('gpp') && (
                    <Anchor component={Link} to="/account/inhouse-financing" size="xs" underline="always">
                      {t.gppPage}
                    </Anchor>
                  )}
                </Text>
                <Switch
                  label={t.gppAdminOnlyWaive}
                  checked={form.gppAdminOnlyWaive}
                  onChange={(e) => set('gppAdminOnlyWaive', e.currentTarget.checked)}
                />
                <Switch
                  label={t.gppMemberWaive}
                  checked={form.gppMemberWaive}
                  onChange={(e) => set('gppMemberWaive', e.currentTarget.checked)}
                />
                <Switch
                  label={t.gppAutomaticClaim}
                  checked={form.gppAutomaticClaim}
                  onChange={(e) => set('gppAutomaticClaim', e.currentTarget.checked)}
                />
                <Switch
                  mt="xs"
                  label={t.disableEnrollment}
                  description={t.disableEnrollmentHelp}
                  checked={form.disableEnrollment}
                  onChange={(e) => set('disableEnrollment', e.currentTarget.checked)}
                />
                {form.disableEnrollment && (
                  <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} py="xs">
                    <Text size="sm">{t.enrollmentOff}</Text>
                  </Alert>
                )}
              </Stack>
            </Block>
          </Stack>
        </fieldset>
        {canEdit && (
          <Group justify="flex-end" mt="lg">
            <Button type="submit" loading={mutations.saveSettings.isPending}>
              {t.saveSettings}
            </Button>
          </Group>
        )}
      </form>
    </Paper>
  );
}

function Block({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} size="h5" mb={lead ? 2 : 'sm'}>
        {title}
      </Title>
      {lead && (
        <Text size="sm" c="gray.7" mb="sm">
          {lead}
        </Text>
      )}
      {children}
    </section>
  );
}
