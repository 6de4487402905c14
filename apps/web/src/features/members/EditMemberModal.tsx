import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { MemberCard, MemberEditRequest } from '@mhq/contract';
import { dateMMddyyyy, formatUsDate, parseMMddyyyy, US_STATES, type UsStateCode } from '@mhq/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call, userMessageOf } from '../../app/api';
import { useRefreshMembers } from './members-api';
import { membersText as t } from './members-texts';

type Props = { member: MemberCard; officeId: number; userId: number; onClose: () => void };

const isoOf = (typed: string) => {
  const d = parseMMddyyyy(typed);
  return d ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : '';
};

/** Corrects a member's details; the account owner also has the email (their sign-in), phone and home address. */
export function EditMemberModal({ member, officeId, userId, onClose }: Props) {
  const owner = member.accountOwnerId === null;
  const [form, setForm] = useState({
    firstName: member.firstName,
    lastName: member.lastName,
    birthDate: formatUsDate(member.birthDate),
    email: member.email ?? '',
    phone: member.phone ?? '',
    chartId: member.chartId ?? '',
    spanish: member.spanish,
    line1: member.address?.line1 ?? '',
    line2: member.address?.line2 ?? '',
    city: member.address?.city ?? '',
    state: member.address?.state ?? '',
    zip: member.address?.zip ?? '',
  });
  const refresh = useRefreshMembers();
  const save = useMutation({
    mutationFn: (body: MemberEditRequest) =>
      call('editMember', { params: { id: userId, memberId: member.memberId }, body }),
    onSuccess: () => {
      void refresh();
      onClose();
    },
  });
  const errors =
    save.error instanceof ApiError && save.error.body && typeof save.error.body === 'object'
      ? ((save.error.body as { errors?: Record<string, string> }).errors ?? {})
      : {};
  const dateError = dateMMddyyyy(form.birthDate) ?? undefined;
  const field = (key: keyof typeof form) => ({
    value: String(form[key]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
    },
    error: errors[key],
  });

  return (
    <Modal opened onClose={onClose} title={t.editTitle(`${member.firstName} ${member.lastName}`)} size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (dateError) return;
          const hasAddress = owner && form.line1.trim() !== '';
          save.mutate({
            dentistInfoId: officeId,
            firstName: form.firstName,
            lastName: form.lastName,
            birthDate: isoOf(form.birthDate),
            chartId: form.chartId,
            spanish: form.spanish,
            ...(owner && form.email ? { email: form.email } : {}),
            ...(form.phone ? { phone: form.phone } : {}),
            ...(hasAddress
              ? {
                  address: {
                    line1: form.line1,
                    line2: form.line2,
                    city: form.city,
                    state: form.state as UsStateCode,
                    zip: form.zip,
                  },
                }
              : {}),
          });
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t.fields.firstName} required autoComplete="off" {...field('firstName')} />
            <TextInput label={t.fields.lastName} required autoComplete="off" {...field('lastName')} />
            <TextInput
              label={t.fields.birthDate}
              required
              inputMode="numeric"
              {...field('birthDate')}
              error={errors.birthDate ?? (form.birthDate && dateError)}
            />
            <TextInput label={t.fields.chartId} {...field('chartId')} />
            {owner && <TextInput label={t.fields.email} type="email" {...field('email')} />}
            <TextInput label={t.fields.phone} inputMode="tel" {...field('phone')} />
          </SimpleGrid>
          {owner && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t.fields.line1} {...field('line1')} />
              <TextInput label={t.fields.line2} {...field('line2')} />
              <TextInput label={t.fields.city} {...field('city')} />
              <Group grow gap="sm" align="flex-start">
                <Select
                  label={t.fields.state}
                  data={US_STATES.map((s) => ({ value: s.code, label: s.code }))}
                  value={form.state || null}
                  onChange={(value) => setForm((f) => ({ ...f, state: value ?? '' }))}
                  searchable
                  comboboxProps={{ withinPortal: true }}
                  error={errors['address.state']}
                />
                <TextInput label={t.fields.zip} inputMode="numeric" {...field('zip')} />
              </Group>
            </SimpleGrid>
          )}
          <Checkbox
            label={t.fields.spanish}
            checked={form.spanish}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setForm((f) => ({ ...f, spanish: checked }));
            }}
          />
          {save.isError && !Object.keys(errors).length && (
            <div role="alert" className="member-form-error">
              {userMessageOf(save.error)}
            </div>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
