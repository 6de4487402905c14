import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { NewFamilyMember } from '@mhq/contract';
import { ageOn } from '@mhq/domain';
import { useState } from 'react';
import { isoDate, maskBirthDate } from '../enrolment/household';
import type { FamilyTexts } from './family-texts';

export type PersonDraft = { firstName: string; lastName: string; birthDate: string; relationship: string };

export const EMPTY_PERSON: PersonDraft = { firstName: '', lastName: '', birthDate: '', relationship: '' };

const RELATIONSHIP_VALUES = ['partner', 'son', 'daughter', 'child', 'other'] as const;

/** The draft checked as the server will check it; the errors by field when it is not yet right. */
function checked(
  draft: PersonDraft,
  t: FamilyTexts,
): { person: NewFamilyMember | null; errors: Partial<Record<keyof PersonDraft, string>> } {
  const errors: Partial<Record<keyof PersonDraft, string>> = {};
  if (!draft.firstName.trim()) errors.firstName = t.required;
  if (!draft.lastName.trim()) errors.lastName = t.required;
  const birth = isoDate(draft.birthDate);
  const today = new Date().toISOString().slice(0, 10);
  const age = birth ? ageOn(birth, today) : null;
  if (!draft.birthDate) errors.birthDate = t.required;
  else if (age === null || age > 120) errors.birthDate = t.invalidDate;
  const relationship = RELATIONSHIP_VALUES.find((r) => r === draft.relationship);
  if (!relationship) errors.relationship = t.required;
  if (Object.keys(errors).length > 0 || !relationship) return { person: null, errors };
  return {
    person: { firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), birthDate: birth, relationship },
    errors,
  };
}

type Props = {
  t: FamilyTexts;
  draft: PersonDraft;
  onChange: (draft: PersonDraft) => void;
  onNext: (person: NewFamilyMember) => void;
  onCancel: () => void;
  /** The server's word on the person (already a member, say), shown under the fields. */
  failure: string | null;
  busy: boolean;
};

/** Step one: who is joining (name, date of birth, relationship), checked before the plans are asked for. */
export function FamilyMemberFields({ t, draft, onChange, onNext, onCancel, failure, busy }: Props) {
  const [shown, setShown] = useState(false);
  const { person, errors } = checked(draft, t);
  const errorOf = (field: keyof PersonDraft) => (shown ? errors[field] : undefined);
  const set = (field: keyof PersonDraft) => (value: string) => onChange({ ...draft, [field]: value });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShown(true);
        if (person) onNext(person);
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t.whoIntro}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t.firstName}
            required
            autoComplete="off"
            value={draft.firstName}
            error={errorOf('firstName')}
            onChange={(e) => set('firstName')(e.currentTarget.value)}
          />
          <TextInput
            label={t.lastName}
            required
            autoComplete="off"
            value={draft.lastName}
            error={errorOf('lastName')}
            onChange={(e) => set('lastName')(e.currentTarget.value)}
          />
          <TextInput
            label={t.birthDate}
            description={t.birthDateHint}
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder={t.birthDateHint}
            value={draft.birthDate}
            error={errorOf('birthDate')}
            onChange={(e) => set('birthDate')(maskBirthDate(e.currentTarget.value))}
          />
          <Select
            label={t.relationship}
            required
            allowDeselect={false}
            data={RELATIONSHIP_VALUES.map((value) => ({ value, label: t.relationships[value] }))}
            value={draft.relationship || null}
            error={errorOf('relationship')}
            onChange={(value) => set('relationship')(value ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {failure && (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {t.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
