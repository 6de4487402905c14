import { Alert, Skeleton, Stack } from '@mantine/core';
import type { OfficeProfile } from '@mhq/contract';
import { userMessageOf } from '../../app/api';
import { useMayInOffice } from '../../app/office-permissions';
import { LedgerForm } from '../pms/LedgerForm';
import { MatchReview } from '../pms/MatchReview';
import { PmsConnectionCard } from '../pms/PmsConnectionCard';
import { PmsHealth } from '../pms/PmsHealth';
import { RecallList, UninsuredList } from '../pms/PmsLists';
import { usePmsSupported } from '../pms/pms-api';
import { fieldsOf } from './OfficeProfileForm';
import { notifyError, type useOfficeMutations } from './use-office';

type Props = { profile: OfficeProfile; mutations: ReturnType<typeof useOfficeMutations>; canEdit: boolean };

/**
 * The practice-management tab (spec 01 section 2, issue 28): the system and its connection with its health, the
 * switches and ledger posting (owners and office admins: managePms), chart matching (the whole team: matchCharts),
 * the recall list and the uninsured patients.
 */
export function PmsPanel({ profile, mutations }: Props) {
  const may = useMayInOffice();
  const officeId = profile.id;
  const supported = usePmsSupported(officeId, { poll: true });
  if (supported.isPending) return <Skeleton h={300} />;
  if (supported.isError) return <Alert color="gray">{userMessageOf(supported.error)}</Alert>;
  const connection = supported.data.connection;
  const connected = connection?.status === 'connected';
  const canManage = may('managePms');
  const saveSystem = (pmsSystem: string | null) =>
    mutations.save.mutate({ ...fieldsOf(profile), pmsSystem }, { onError: notifyError });
  return (
    <Stack gap="lg">
      <PmsConnectionCard
        key={connection?.system ?? ''}
        officeId={officeId}
        supported={supported.data}
        savedSystem={profile.pmsSystem}
        saveSystem={saveSystem}
        saving={mutations.save.isPending}
        canManage={canManage}
      />
      {connection && <PmsHealth connection={connection} />}
      {may('matchCharts') && <MatchReview officeId={officeId} connected={connected} />}
      {connected && <RecallList officeId={officeId} connected={connected} />}
      {connected && <UninsuredList officeId={officeId} connected={connected} />}
      {connection && <LedgerForm officeId={officeId} connected={connected} canManage={canManage} />}
    </Stack>
  );
}
