import { Alert, Button, Divider, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Plan, PlanSettings, PresetOffer } from '@mhq/contract';
import { DENTAL_PRESET_CODES, planMinimumCents, VISION_PRESET_CODES } from '@mhq/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../app/api';
import { tenant } from '../../app/tenant';
import { CareSection } from './PlanCareSection';
import { ExtrasSection, NamesSection, VisibilitySection, WhoSection } from './PlanEditorSections';
import { PriceSection } from './PlanPriceSection';
import {
  type FormErrors,
  type FormMessages,
  formFieldOfServerError,
  formToFields,
  minimumApplies,
  newPlanForm,
  type PlanFormValues,
  planToForm,
} from './plan-form';
import { plansText as t } from './plans-texts';
import { hasMembers, notifyError } from './use-plan-actions';
import type { SavesPlan } from './use-plans';
import { feeBook } from './usual-fees';

/** What the editor is open on: a saved plan, or a new one from a preset (null: from scratch). */
export type EditorTarget =
  | { kind: 'edit'; plan: Plan }
  // `prefill`: fields a recommendation (the office's association's plan) starts the new plan with.
  | { kind: 'new'; preset: PresetOffer | null; prefill?: Partial<PlanFormValues> };

type Props = {
  target: EditorTarget | null;
  onClose: () => void;
  settings: PlanSettings;
  mutations: SavesPlan;
  canEdit: boolean;
  onChangePrice: (plan: Plan) => void;
  /** Shown above the plan's fields: the organization catalogue puts where the plan is offered here. */
  lead?: ReactNode;
};

const MESSAGES: FormMessages = {
  required: t.required,
  invalidAmount: t.invalidAmount,
  invalidPercent: t.invalidPercent,
  invalidAge: t.invalidAge,
  invalidQuantity: t.invalidQuantity,
  ageOrder: t.ageOrder,
};

/** The plan's manage view in a modal (full screen on phones): every field of the plan, in plain sections. */
export function PlanEditor({ target, onClose, ...rest }: Props) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const title =
    target?.kind === 'edit'
      ? rest.canEdit
        ? t.editorEdit(target.plan.planName)
        : t.editorView(target.plan.planName)
      : t.editorNew;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size={880}
      fullScreen={phone}
      className="plan-editor-modal"
      classNames={{ body: 'editor-body' }}
    >
      {target && (
        <EditorForm
          key={
            target.kind === 'edit'
              ? target.plan.id
              : `new-${target.preset?.presetType ?? target.prefill?.planName ?? 'scratch'}`
          }
          target={target}
          onClose={onClose}
          {...rest}
        />
      )}
    </Modal>
  );
}

/** Form errors in react-hook-form's nested shape ('priceCodes.0.code' → { priceCodes: [{ code }] }). */
function nested(errors: FormErrors): FieldErrors<PlanFormValues> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const keys = path.split('.');
    let node = out;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] = { type: 'validate', message };
        return;
      }
      if (node[key] === undefined) node[key] = /^\d+$/.test(keys[i + 1] ?? '') ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return out as FieldErrors<PlanFormValues>;
}

function EditorForm({
  target,
  onClose,
  settings,
  mutations,
  canEdit,
  onChangePrice,
  lead,
}: Props & { target: EditorTarget }) {
  const plan = target.kind === 'edit' ? target.plan : null;
  const preset = target.kind === 'new' ? target.preset : null;
  const presetType = plan?.presetType ?? preset?.presetType ?? null;
  const minimumMonthlyCents =
    plan?.minimumMonthlyCents ?? preset?.minimumMonthlyCents ?? planMinimumCents(tenant.id, null);
  const locked = plan !== null && hasMembers(plan);
  const fees = useMemo(() => feeBook(settings.priceCodes), [settings.priceCodes]);
  const codes = useMemo(() => {
    const own = settings.priceCodes.map((f) => f.code);
    return own.length > 0 ? own : Object.keys(tenant.id === 'vision' ? VISION_PRESET_CODES : DENTAL_PRESET_CODES);
  }, [settings.priceCodes]);
  const [formError, setFormError] = useState<string | null>(null);

  // A price is held to the minimums as it is typed and saved (the server's rule): see minimumApplies.
  const contextOf = (values: PlanFormValues) => ({
    presetType,
    minimumMonthlyCents,
    enforceMinimum: minimumApplies(plan, values),
  });
  const resolver: Resolver<PlanFormValues> = async (values) => {
    const result = formToFields(values, contextOf(values), MESSAGES);
    return result.errors ? { values: {}, errors: nested(result.errors) } : { values, errors: {} };
  };
  const form = useForm<PlanFormValues>({
    defaultValues: plan
      ? planToForm(plan)
      : { ...newPlanForm(settings, tenant.id, preset ?? undefined), ...(target.kind === 'new' ? target.prefill : {}) },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = form.handleSubmit(
    async (values) => {
      const result = formToFields(values, contextOf(values), MESSAGES);
      if (!result.fields) return;
      setFormError(null);
      // A plan with members keeps its price here; the server refuses a change, Change price does it properly.
      const fields = plan && locked ? { ...result.fields, pricing: plan.pricing } : result.fields;
      try {
        await mutations.save.mutateAsync({ planId: plan?.id, plan: fields });
        onClose();
      } catch (error) {
        showServerErrors(error);
      }
    },
    () => setFormError(t.fixErrors),
  );

  const showServerErrors = (error: unknown) => {
    notifyError(error);
    if (!(error instanceof ApiError)) return;
    setFormError(error.message);
    const body = error.body as { errors?: unknown } | null;
    if (body?.errors && typeof body.errors === 'object') {
      for (const [path, message] of Object.entries(body.errors as Record<string, string>)) {
        form.setError(formFieldOfServerError(path) as keyof PlanFormValues, { type: 'server', message });
      }
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={plan?.planName ?? t.editorNew}>
        <fieldset disabled={!canEdit} className="editor-fieldset">
          <Stack gap="lg">
            {lead}
            <NamesSection />
            <Divider />
            <PriceSection
              minimumMonthlyCents={minimumMonthlyCents}
              fees={fees}
              locked={locked}
              plan={plan}
              onChangePrice={canEdit && plan ? () => onChangePrice(plan) : undefined}
            />
            <Divider />
            <CareSection fees={fees} codes={codes} />
            <Divider />
            <WhoSection />
            <Divider />
            <VisibilitySection />
            <Divider />
            <ExtrasSection settings={settings} />
          </Stack>
        </fieldset>
        <div className="editor-footer">
          {formError && (
            <Alert color="red" variant="light" py={6} mb="sm" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {canEdit ? t.cancel : t.close}
            </Button>
            {canEdit && (
              <Button type="submit" loading={form.formState.isSubmitting}>
                {plan ? t.savePlan : t.createPlan}
              </Button>
            )}
          </Group>
        </div>
      </form>
    </FormProvider>
  );
}
