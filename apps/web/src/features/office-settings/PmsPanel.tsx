import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { OfficeProfile } from '@mhq/contract';
import { PMS_OPTIONS } from '@mhq/domain';
import { useState } from 'react';
import { tenant } from '../../app/tenant';
import { fieldsOf } from './OfficeProfileForm';
import { officeText as t } from './office-settings-texts';
import { notifyError, type useOfficeMutations } from './use-office';

type Props = { profile: OfficeProfile; mutations: ReturnType<typeof useOfficeMutations>; canEdit: boolean };

/** Which practice-management system the office uses (spec 01 section 3 'Practice-management-system options'). */
export function PmsPanel({ profile, mutations, canEdit }: Props) {
  const [pms, setPms] = useState(profile.pmsSystem ?? '');
  const save = () => mutations.save.mutate({ ...fieldsOf(profile), pmsSystem: pms || null }, { onError: notifyError });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md" maw={480}>
        <div>
          <Title order={2} size="h4">
            {t.pmsTitle}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t.pmsLead}
          </Text>
        </div>
        <NativeSelect
          label={t.pms}
          value={pms}
          disabled={!canEdit}
          onChange={(e) => setPms(e.currentTarget.value)}
          data={[{ value: '', label: t.pmsNone }, ...PMS_OPTIONS[tenant.id]]}
        />
        {canEdit && (
          <Group>
            <Button onClick={save} loading={mutations.save.isPending}>
              {t.savePms}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
