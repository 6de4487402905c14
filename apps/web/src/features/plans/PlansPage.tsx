import './plans.css';
import { Alert, Button, Card, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Plan, PresetOffer } from '@mhq/contract';
import { isPlanOffered } from '@mhq/domain';
import { IconAlertTriangle, IconEye, IconListDetails, IconPlus } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { RecommendedPlans } from '../associations/RecommendedPlans';
import type { EditorTarget } from './PlanEditor';
import { PlanList } from './PlanList';
import type { PlanFormValues } from './plan-form';
import { plansText as t } from './plans-texts';
import { usePlanActions } from './use-plan-actions';
import { useManagePlans, usePlanMutations, usePlansScope } from './use-plans';

// The list is what the page opens on; the editor, the dialogs and the other tabs (and the form library they
// use) are chunks of their own, fetched once the list is shown so they open without a wait.
const loadEditor = () => import('./PlanEditor');
const loadNewPlan = () => import('./NewPlanModal');
const loadChangePrice = () => import('./ChangePriceModal');
const loadFees = () => import('./UsualFeesPanel');
const loadSettings = () => import('./PlanSettingsPanel');
const PlanEditor = lazy(() => loadEditor().then((m) => ({ default: m.PlanEditor })));
const NewPlanModal = lazy(() => loadNewPlan().then((m) => ({ default: m.NewPlanModal })));
const ChangePriceModal = lazy(() => loadChangePrice().then((m) => ({ default: m.ChangePriceModal })));
const UsualFeesPanel = lazy(() => loadFees().then((m) => ({ default: m.UsualFeesPanel })));
const PlanSettingsPanel = lazy(() => loadSettings().then((m) => ({ default: m.PlanSettingsPanel })));

/** Fetches the page's other chunks when the browser is idle. */
function usePrefetch(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const prefetch = () => {
      for (const load of [loadEditor, loadNewPlan, loadChangePrice, loadFees, loadSettings])
        void load().catch(() => {});
    };
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    idle(prefetch);
  }, [enabled]);
}

/** True from the first time `flag` is true: a dialog stays mounted after it first opens, so it can animate shut. */
function useOnceTrue(flag: boolean): boolean {
  const [once, setOnce] = useState(flag);
  if (flag && !once) setOnce(true);
  return once || flag;
}

/** The page's own address: with `/:id` it opens that plan (routes.tsv: optional id). */
export const PLANS_PATH = '/account/settings/membership-plan';
const TABS = ['plans', 'fees', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * Membership plans of the office (also at /dentist-new/memberships and /dentist-new/custom-membership): the plans
 * in the order patients see them, usual fees, and plan settings. Read-only for the standard office user.
 */
export function PlansPage() {
  const scope = usePlansScope();
  if (scope.officeId === null) {
    return <PageHeader title={t.title} subtitle={t.noOfficeLead} />;
  }
  return <PlansContent userId={scope.userId} officeId={scope.officeId} canEdit={scope.canEdit} recommended />;
}

/** The page's heading: the office's own words, or a platform admin's when they edit an office's plans. */
type PlansHeader = { eyebrow: string; title: string; subtitle: string };

export function PlansContent({
  userId,
  officeId,
  canEdit,
  header = { eyebrow: t.eyebrow, title: t.title, subtitle: t.subtitle },
  intro,
  recommended = false,
}: {
  userId: number;
  officeId: number;
  canEdit: boolean;
  header?: PlansHeader;
  /** What shows between the heading and the tabs (the admin's office picker). */
  intro?: ReactNode;
  /** Shows the plans the office's association recommends (an office user's page; not the admins'). */
  recommended?: boolean;
}) {
  const query = useManagePlans(userId, officeId);
  const mutations = usePlanMutations(userId, officeId);
  const plans = query.data?.custom_memberships ?? EMPTY;
  const { busy, announcement, handlers } = usePlanActions(mutations, plans);

  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === search.get('tab')) ?? 'plans';
  const setTab = (next: string | null) =>
    setSearch(
      (s) => {
        if (next && next !== 'plans') s.set('tab', next);
        else s.delete('tab');
        return s;
      },
      { replace: true },
    );

  // The plan open in the editor: from the address on the page's own path, else from local state.
  const onOwnPath = pathname.startsWith(PLANS_PATH);
  const [localPlanId, setLocalPlanId] = useState<number | null>(null);
  const urlPlanId = onOwnPath && params.id ? Number(params.id) : null;
  const openPlanId = onOwnPath ? urlPlanId : localPlanId;
  const [draft, setDraft] = useState<{ preset: PresetOffer | null; prefill?: Partial<PlanFormValues> } | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [pricePlanId, setPricePlanId] = useState<number | null>(null);

  const openPlan = useCallback(
    (plan: Plan) =>
      onOwnPath ? navigate(`${PLANS_PATH}/${plan.id}`, { state: { fromList: true } }) : setLocalPlanId(plan.id),
    [onOwnPath, navigate],
  );
  const closeEditor = () => {
    setDraft(null);
    if (!onOwnPath || urlPlanId === null) return setLocalPlanId(null);
    // Opened from the list: go back to it, so the browser's Back does not reopen the plan; opened by its address:
    // show the list in its place.
    if ((state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else navigate(PLANS_PATH, { replace: true });
  };
  const onChangePrice = useCallback((plan: Plan) => setPricePlanId(plan.id), []);

  const openPlanData = openPlanId === null ? null : (plans.find((p) => p.id === openPlanId) ?? null);
  useEffect(() => {
    // An address naming a plan this office does not have: say so, and show the list.
    if (query.isSuccess && urlPlanId !== null && !plans.some((p) => p.id === urlPlanId)) {
      notifications.show({ color: 'red', title: 'Error', message: t.planNotFound });
      navigate(PLANS_PATH, { replace: true });
    }
  }, [query.isSuccess, urlPlanId, plans, navigate]);

  const target: EditorTarget | null = draft
    ? { kind: 'new', preset: draft.preset, prefill: draft.prefill }
    : openPlanData
      ? { kind: 'edit', plan: openPlanData }
      : null;
  const pricePlan = pricePlanId === null ? null : (plans.find((p) => p.id === pricePlanId) ?? null);
  const offered = useMemo(() => plans.some(isPlanOffered), [plans]);
  const data = query.data;
  usePrefetch(query.isSuccess);
  const showChooser = useOnceTrue(choosing);
  const showEditor = useOnceTrue(target !== null);
  const showChangePrice = useOnceTrue(pricePlan !== null);

  return (
    <>
      <PageHeader
        eyebrow={header.eyebrow}
        title={header.title}
        subtitle={header.subtitle}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setChoosing(true)} disabled={!data}>
              {t.newPlan}
            </Button>
          )
        }
      />
      {intro}
      {!canEdit && (
        <Alert variant="light" color="gray" icon={<IconEye size={18} aria-hidden />} mb="md" className="calm-alert">
          {t.readOnly}
        </Alert>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false} className="plans-tabs">
        <Tabs.List mb="md">
          <Tabs.Tab value="plans">{t.tabs.plans}</Tabs.Tab>
          <Tabs.Tab value="fees">{t.tabs.fees}</Tabs.Tab>
          <Tabs.Tab value="settings">{t.tabs.settings}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plans">
          {query.isPending ? (
            <ListSkeleton />
          ) : query.isError ? (
            <Alert color="red" title={t.loadFailed}>
              <Text size="sm" mb="sm">
                {userMessageOf(query.error)}
              </Text>
              <Button size="xs" variant="default" onClick={() => void query.refetch()}>
                {t.retry}
              </Button>
            </Alert>
          ) : plans.length === 0 ? (
            <EmptyPlans canEdit={canEdit} onCreate={() => setChoosing(true)} />
          ) : (
            <Stack gap="md">
              {data?.settings.disableEnrollment ? (
                <Notice>{t.enrollmentOff}</Notice>
              ) : (
                !offered && <Notice>{t.noneOffered}</Notice>
              )}
              <PlanList
                plans={plans}
                busy={busy}
                announcement={announcement}
                actions={handlers}
                canEdit={canEdit}
                onOpen={openPlan}
                onChangePrice={onChangePrice}
              />
            </Stack>
          )}
          {recommended && (
            <RecommendedPlans
              officeId={officeId}
              canEdit={canEdit}
              onUse={(prefill) => setDraft({ preset: null, prefill })}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="fees">
          {data ? (
            <UsualFeesPanel settings={data.settings} mutations={mutations} canEdit={canEdit} />
          ) : (
            <ListSkeleton />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          {data ? (
            <PlanSettingsPanel settings={data.settings} mutations={mutations} canEdit={canEdit} />
          ) : (
            <ListSkeleton />
          )}
        </Tabs.Panel>
      </Tabs>

      {data && (
        <Suspense fallback={null}>
          {showChooser && (
            <NewPlanModal
              opened={choosing}
              onClose={() => setChoosing(false)}
              presets={data.presets}
              settings={data.settings}
              mutations={mutations}
              onChoose={(preset) => {
                setChoosing(false);
                setDraft({ preset });
              }}
              onEnterAllFees={() => {
                setChoosing(false);
                setTab('fees');
              }}
            />
          )}
          {showEditor && (
            <PlanEditor
              target={target}
              onClose={closeEditor}
              settings={data.settings}
              mutations={mutations}
              canEdit={canEdit}
              onChangePrice={onChangePrice}
            />
          )}
          {showChangePrice && (
            <ChangePriceModal plan={pricePlan} onClose={() => setPricePlanId(null)} mutations={mutations} />
          )}
        </Suspense>
      )}
    </>
  );
}

const EMPTY: Plan[] = [];

function Notice({ children }: { children: string }) {
  return (
    <Alert variant="light" color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} className="calm-alert">
      {children}
    </Alert>
  );
}

function EmptyPlans({ canEdit, onCreate }: { canEdit: boolean; onCreate: () => void }) {
  return (
    <Card withBorder padding="xl" radius="lg">
      <Stack align="center" ta="center" gap="sm" maw={480} mx="auto" py="lg">
        <IconListDetails size={40} stroke={1.4} color="var(--mantine-primary-color-filled)" aria-hidden />
        <Title order={2} size="h4">
          {t.emptyTitle}
        </Title>
        <Text c="gray.7">{t.emptyLead}</Text>
        {canEdit && (
          <Button mt="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
            {t.emptyCta}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** Rows of the size the plans take, so the page does not jump when they arrive. */
function ListSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" aria-busy="true" aria-label="Loading">
      <Stack gap="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={48} radius="md" />
        ))}
      </Stack>
    </Paper>
  );
}
