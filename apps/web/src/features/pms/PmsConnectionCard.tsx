import { Alert, Button, Group, Loader, NativeSelect, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { PmsConnection, PmsSupportedResponse } from '@mhq/contract';
import { PMS_OPTIONS } from '@mhq/domain';
import { useState } from 'react';
import { tenant } from '../../app/tenant';
import { confirm } from '../office-settings/confirm';
import { notifyError } from '../office-settings/use-office';
import { usePmsConnectionMutations } from './pms-api';
import { pmsText as t } from './pms-texts';

type Props = {
  officeId: number;
  supported: PmsSupportedResponse;
  /** The system the office named on its profile or at sign-up, until it connects. */
  savedSystem: string | null;
  /** Saves a system the hub cannot connect to on the profile, as before the integration. */
  saveSystem: (system: string | null) => void;
  saving: boolean;
  canManage: boolean;
};

/** Progress the user sees while the connection changes (at least the spec's 3 s). */
function Working({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** Pick the system, connect or disconnect it, and switch write-back and the uninsured list on or off. */
export function PmsConnectionCard({ officeId, supported, savedSystem, saveSystem, saving, canManage }: Props) {
  const connection = supported.connection;
  const brandSystems = supported.systems.length > 0 ? supported.systems : PMS_OPTIONS[tenant.id];
  // A system the brand's list no longer names still shows as the office's own.
  const systems =
    connection && !brandSystems.some((s) => s.value === connection.system)
      ? [...brandSystems, { value: connection.system, label: connection.systemLabel }]
      : brandSystems;
  const [system, setSystem] = useState(connection?.system ?? savedSystem ?? '');
  const m = usePmsConnectionMutations(officeId);
  const connected = connection?.status === 'connected';
  const chosen = supported.systems.find((s) => s.value === system);
  const busy = m.connect.isPending || m.disconnect.isPending;

  const disconnect = async () => {
    if (await confirm(t.disconnectBody, { title: t.disconnectTitle, danger: true })) {
      m.disconnect.mutate(undefined, { onError: notifyError });
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="pms-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="pms-title">
            {t.title}
          </Title>
          <Text size="sm" c="gray.7" mt={4} maw={640}>
            {t.lead}
          </Text>
        </div>
        {!canManage && <Alert color="gray">{t.readOnly}</Alert>}
        {!connection && <Text size="sm">{t.neverConnected}</Text>}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t.system}
            value={system}
            disabled={!canManage || connected || busy}
            onChange={(e) => setSystem(e.currentTarget.value)}
            data={[{ value: '', label: t.chooseSystem }, ...systems.map((s) => ({ value: s.value, label: s.label }))]}
            w={{ base: '100%', xs: 300 }}
          />
          {canManage && !connected && (chosen?.connectable ?? false) && (
            <Button onClick={() => m.connect.mutate(system, { onError: notifyError })} loading={m.connect.isPending}>
              {t.connect}
            </Button>
          )}
          {canManage && !connected && chosen && !chosen.connectable && system !== (savedSystem ?? '') && (
            <Button variant="default" onClick={() => saveSystem(system || null)} loading={saving}>
              {t.saveSystem}
            </Button>
          )}
          {canManage && connected && (
            <Button variant="default" color="red.9" onClick={disconnect} loading={m.disconnect.isPending}>
              {t.disconnect}
            </Button>
          )}
        </Group>
        {chosen && !chosen.connectable && !connected && (
          <Text size="sm" c="gray.8">
            {t.notConnectable(chosen.label)}
          </Text>
        )}
        {m.connect.isPending && <Working label={t.connecting} />}
        {m.disconnect.isPending && <Working label={t.disconnecting} />}
        {connection && connected && <Switches connection={connection} officeId={officeId} canManage={canManage} />}
      </Stack>
    </Paper>
  );
}

function Switches({
  connection,
  officeId,
  canManage,
}: {
  connection: PmsConnection;
  officeId: number;
  canManage: boolean;
}) {
  const m = usePmsConnectionMutations(officeId);
  // The switch shows the asked-for position while the call runs (at least the spec's 2 s), then the server's answer.
  const writeBack = m.writeBack.isPending ? (m.writeBack.variables ?? connection.writeBack) : connection.writeBack;
  const uninsured = m.notifyUninsured.isPending
    ? (m.notifyUninsured.variables ?? connection.notifyUninsured)
    : connection.notifyUninsured;
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={700} size="sm" mb={4}>
        {t.switches}
      </Text>
      <Switch
        label={t.writeBack}
        description={m.writeBack.isPending ? t.saving : t.writeBackHint}
        checked={writeBack}
        disabled={!canManage || m.writeBack.isPending}
        onChange={(e) => m.writeBack.mutate(e.currentTarget.checked, { onError: notifyError })}
      />
      <Switch
        label={t.notifyUninsured}
        description={m.notifyUninsured.isPending ? t.saving : t.notifyUninsuredHint}
        checked={uninsured}
        disabled={!canManage || m.notifyUninsured.isPending}
        onChange={(e) => m.notifyUninsured.mutate(e.currentTarget.checked, { onError: notifyError })}
      />
    </Stack>
  );
}
