import { Alert, Button, Group, Select, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ManagePlansResponse, OrgPlan, PresetOffer } from '@mhq/contract';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { call } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { notifyError } from '../plans/use-plan-actions';
import { useManagePlans, usePlanMutations } from '../plans/use-plans';
import { CatalogueTable } from './CatalogueTable';
import type { OrgEditorTarget } from './OrgPlanEditor';
import { type TargetValue, useOrgPlanMutations } from './org-plans-api';
import { orgPlansText as t } from './org-plans-texts';
import { fieldsOfPlan, matchesFilter } from './plan-fields';

const OrgPlanEditor = lazy(() => import('./OrgPlanEditor').then((m) => ({ default: m.OrgPlanEditor })));
const NewPlanModal = lazy(() => import('../plans/NewPlanModal').then((m) => ({ default: m.NewPlanModal })));
const OrgPriceModal = lazy(() => import('./OrgPriceModal').then((m) => ({ default: m.OrgPriceModal })));
const MoveTargetModal = lazy(() => import('./MoveTargetModal').then((m) => ({ default: m.MoveTargetModal })));
const LegacyMergePanel = lazy(() => import('./LegacyMergePanel').then((m) => ({ default: m.LegacyMergePanel })));
const LocationSettingsPanel = lazy(() =>
  import('./LocationSettingsPanel').then((m) => ({ default: m.LocationSettingsPanel })),
);

/** The page's address (routes.tsv: optional id, filterById, id=-2 with groupId or locationId for a new plan there). */
/** The catalogue's own address: the plans page of the office, in its organization view. */
export const ORG_PLANS_PATH = '/account/manage-plans?view=organization';
const NEW_PLAN_ID = '-2';
const TABS = ['catalogue', 'legacy', 'settings'] as const;
type Tab = (typeof TABS)[number];

type Props = { userId: number; officeId: number; canEdit: boolean; data: ManagePlansResponse };

/** The organization's plan catalogue: master, group and location plans, where each is offered and who is on it. */
export function OrgPlansPage({ userId, officeId, canEdit, data }: Props) {
  const mutations = useOrgPlanMutations(officeId);
  const office = useManagePlans(userId, officeId);
  const officeMutations = usePlanMutations(userId, officeId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === search.get('tab')) ?? 'catalogue';
  const filter = search.get('filterById') ?? '';
  const setParam = (key: string, value: string | null) =>
    setSearch(
      (s) => {
        if (value) s.set(key, value);
        else s.delete(key);
        return s;
      },
      { replace: true },
    );

  const [choosing, setChoosing] = useState<TargetValue | null>(null);
  const [editing, setEditing] = useState<OrgEditorTarget | null>(null);
  const [pricePlan, setPricePlan] = useState<OrgPlan | null>(null);
  const [movePlan, setMovePlan] = useState<OrgPlan | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  // The address opens a plan (`/:id`) or a new plan for a group or a location (`/-2?groupId=` or `?locationId=`).
  const pathId = params.id ?? null;
  useEffect(() => {
    if (pathId === null) return;
    if (pathId === NEW_PLAN_ID) {
      const groupId = Number(search.get('groupId'));
      const locationId = Number(search.get('locationId'));
      setChoosing(
        groupId > 0
          ? { targetType: 'group', target: groupId }
          : locationId > 0
            ? { targetType: 'location', target: locationId }
            : { targetType: 'master', target: null },
      );
    } else if (data.plans.some((p) => p.id === Number(pathId))) {
      setEditing({ kind: 'edit', planId: Number(pathId) });
    } else {
      notifications.show({ color: 'red', title: 'Error', message: t.planNotFound });
      navigate(ORG_PLANS_PATH, { replace: true });
    }
  }, [pathId, data.plans, search, navigate]);

  const closeEditor = () => {
    setEditing(null);
    if (pathId !== null) navigate(ORG_PLANS_PATH, { replace: true });
  };

  const publish = async (plan: OrgPlan) => {
    setBusyId(plan.id);
    try {
      const full = await queryClient.fetchQuery({
        queryKey: ['org-plans', officeId, 'plan', plan.id],
        queryFn: ({ signal }) =>
          call('masterPlanDetails', {
            params: { id: officeId },
            query: { planId: plan.id },
            signal,
            successToast: false,
          }),
        staleTime: 0,
      });
      await mutations.save.mutateAsync({
        planId: plan.id,
        plan: fieldsOfPlan(full.plan),
        targetType: plan.targetType,
        target: plan.target,
        viewStatus: 'active',
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusyId(null);
    }
  };

  const filters = useMemo(
    () => [
      { value: '', label: t.filterAll },
      { value: 'master', label: t.filterMaster },
      ...data.groups.map((g) => ({ value: `group-${g.id}`, label: t.filterGroup(g.name) })),
      ...data.locations.map((l) => ({ value: `location-${l.id}`, label: t.filterLocation(l.name) })),
    ],
    [data.groups, data.locations],
  );
  const shown = data.plans.filter((p) => matchesFilter(p, filter));
  const startNew = () =>
    setChoosing(
      filter.startsWith('group-')
        ? { targetType: 'group', target: Number(filter.slice(6)) }
        : filter.startsWith('location-')
          ? { targetType: 'location', target: Number(filter.slice(9)) }
          : { targetType: 'master', target: null },
    );

  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title(data.organizationName)}
        subtitle={t.subtitle}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={startNew} disabled={!office.data}>
              {t.newPlan}
            </Button>
          )
        }
      />
      <Tabs value={tab} onChange={(v) => setParam('tab', v === 'catalogue' ? null : v)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="catalogue">{t.tabs.catalogue}</Tabs.Tab>
          <Tabs.Tab value="legacy">{t.tabs.legacy}</Tabs.Tab>
          <Tabs.Tab value="settings">{t.tabs.settings}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="catalogue">
          <Stack gap="md">
            <Group>
              <Select
                label={t.filterLabel}
                data={filters}
                value={filter}
                onChange={(v) => setParam('filterById', v || null)}
                allowDeselect={false}
                w={{ base: '100%', xs: 320 }}
              />
            </Group>
            {shown.length === 0 ? (
              <Alert variant="light">{data.plans.length === 0 ? t.emptyAll : t.empty}</Alert>
            ) : (
              <CatalogueTable
                data={data}
                plans={shown}
                canEdit={canEdit}
                busyId={busyId}
                actions={{
                  open: (p) => setEditing({ kind: 'edit', planId: p.id }),
                  publish: (p) => void publish(p),
                  changePrice: setPricePlan,
                  move: setMovePlan,
                }}
              />
            )}
          </Stack>
        </Tabs.Panel>
        <Suspense fallback={<Skeleton height={200} radius="md" />}>
          <Tabs.Panel value="legacy">
            <LegacyMergePanel officeId={officeId} mutations={mutations} canEdit={canEdit} />
          </Tabs.Panel>
          <Tabs.Panel value="settings">
            <LocationSettingsPanel
              userId={userId}
              officeId={officeId}
              org={data}
              mutations={mutations}
              canEdit={canEdit}
            />
          </Tabs.Panel>
        </Suspense>
      </Tabs>

      <Suspense fallback={null}>
        {office.data && choosing && (
          <NewPlanModal
            opened
            onClose={() => setChoosing(null)}
            presets={office.data.presets}
            settings={office.data.settings}
            mutations={officeMutations}
            onChoose={(preset: PresetOffer | null) => {
              setEditing({ kind: 'new', preset, target: choosing });
              setChoosing(null);
            }}
            onEnterAllFees={() => {
              setChoosing(null);
              navigate('/account/settings/membership-plan?tab=fees');
            }}
          />
        )}
        {office.data && editing && (
          <OrgPlanEditor
            editing={editing}
            officeId={officeId}
            org={data}
            settings={office.data.settings}
            mutations={mutations}
            canEdit={canEdit}
            onClose={closeEditor}
            onChangePrice={setPricePlan}
          />
        )}
        {pricePlan && <OrgPriceModal plan={pricePlan} onClose={() => setPricePlan(null)} mutations={mutations} />}
        {movePlan && (
          <MoveTargetModal plan={movePlan} org={data} onClose={() => setMovePlan(null)} mutations={mutations} />
        )}
      </Suspense>
      {office.isError && (
        <Text size="sm" c="red" mt="md">
          {t.loadFailed}
        </Text>
      )}
    </>
  );
}
