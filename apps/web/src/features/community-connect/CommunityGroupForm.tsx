import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { CommunityGroup, CommunityGroupRequest } from '@mhq/contract';
import {
  COMMUNITY_DISCOUNT_MAX,
  COMMUNITY_GROUP_KINDS,
  COMMUNITY_KIND_LABELS,
  type CommunityGroupKind,
  normalizeCode,
  suggestCommunityCode,
} from '@mhq/domain';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, userMessageOf } from '../../app/api';
import { useSaveCommunityGroup } from './community-api';

type Props = {
  officeId: number;
  /** The group edited (or the organizer's request set up); null: a new group. */
  group: CommunityGroup | null;
  plans: { id: number; name: string }[];
  onClose: () => void;
};

/** Creates a community group, edits one, or sets up an organizer's request with its code, discount and plans. */
export function CommunityGroupForm({ officeId, group, plans, onClose }: Props) {
  const save = useSaveCommunityGroup(officeId, group?.id ?? null);
  const [name, setName] = useState(group?.name ?? '');
  const [kind, setKind] = useState<CommunityGroupKind>(group?.kind ?? 'church');
  // The code follows the name until the office types its own.
  const [code, setCode] = useState(group?.code ?? (group ? suggestCommunityCode(group.name) : ''));
  const [codeTyped, setCodeTyped] = useState(Boolean(group?.code));
  const [discount, setDiscount] = useState<number | string>(group?.discountPercent || 10);
  const [planIds, setPlanIds] = useState<string[]>((group?.planIds ?? []).map(String));
  const errors = fieldErrorsOf(save.error);
  const setUp = group?.status === 'requested';
  const title = group === null ? 'New community group' : setUp ? `Set up ${group.name}` : `Edit ${group.name}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (field: string) => String(form.get(field) ?? '').trim();
    const body: CommunityGroupRequest = {
      name,
      kind,
      code,
      discountPercent: typeof discount === 'number' ? discount : Number.NaN,
      planIds: planIds.map(Number),
      expiresOn: text('expiresOn') || null,
      organizerName: text('organizerName'),
      organizerEmail: text('organizerEmail'),
      organizerPhone: text('organizerPhone'),
      note: text('note'),
    };
    save.mutate(body, { onSuccess: onClose });
  }

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {save.isError && Object.keys(errors).length === 0 && (
            <Alert color="red" role="alert">
              {userMessageOf(save.error)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Group name"
              required
              value={name}
              error={errors.name}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setName(next);
                if (!codeTyped) setCode(next.trim() ? suggestCommunityCode(next) : '');
              }}
            />
            <NativeSelect
              label="Kind"
              value={kind}
              error={errors.kind}
              onChange={(e) => setKind(e.currentTarget.value as CommunityGroupKind)}
              data={COMMUNITY_GROUP_KINDS.map((k) => ({ value: k, label: COMMUNITY_KIND_LABELS[k] }))}
            />
            <TextInput
              label="Group code"
              description="4 to 16 letters and digits; members type it or open its link"
              required
              value={code}
              error={errors.code}
              onChange={(e) => {
                setCodeTyped(true);
                setCode(e.currentTarget.value);
                // A refused code's message goes once the office types another.
                if (errors.code) save.reset();
              }}
              onBlur={() => setCode((c) => normalizeCode(c))}
            />
            <NumberInput
              label="Discount for members (%)"
              description={`From 0 to ${COMMUNITY_DISCOUNT_MAX}%, off every plan`}
              min={0}
              max={COMMUNITY_DISCOUNT_MAX}
              allowDecimal={false}
              value={discount}
              onChange={setDiscount}
              error={errors.discountPercent}
            />
          </SimpleGrid>
          <Checkbox.Group
            label="Plans members may choose"
            description="None ticked: every plan on your enrollment page"
            value={planIds}
            onChange={setPlanIds}
            error={errors.planIds}
          >
            <Stack gap={6} mt={6}>
              {plans.map((p) => (
                <Checkbox key={p.id} value={String(p.id)} label={p.name} />
              ))}
              {plans.length === 0 && (
                <Text size="sm" c="gray.7">
                  No plan is on your enrollment page yet.
                </Text>
              )}
            </Stack>
          </Checkbox.Group>
          <TextInput
            name="expiresOn"
            type="date"
            label="Last day the code enrolls (optional)"
            defaultValue={group?.expiresOn ?? ''}
            error={errors.expiresOn}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              name="organizerName"
              label="Organizer"
              defaultValue={group?.organizerName ?? ''}
              error={errors.organizerName}
            />
            <TextInput
              name="organizerEmail"
              type="email"
              label="Organizer email"
              defaultValue={group?.organizerEmail ?? ''}
              error={errors.organizerEmail}
            />
            <TextInput
              name="organizerPhone"
              type="tel"
              label="Organizer phone"
              defaultValue={group?.organizerPhone ?? ''}
              error={errors.organizerPhone}
            />
          </SimpleGrid>
          <Textarea
            name="note"
            label="Note"
            autosize
            minRows={2}
            defaultValue={group?.note ?? ''}
            error={errors.note}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {group === null ? 'Create group' : setUp ? 'Set up and activate' : 'Save changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
