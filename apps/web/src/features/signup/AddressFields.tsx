import { Autocomplete, Grid, Select, TextInput } from '@mantine/core';
import type { AddressSuggestion, SignupForm } from '@mhq/contract';
import { ADDRESS_DEBOUNCE_MS, US_STATES } from '@mhq/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { call } from '../../app/api';
import { signupTexts as t } from './signup-texts';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const label = (s: AddressSuggestion) => `${s.city}, ${s.state} ${s.zip}`;

/** Suggestions for what was typed, fetched 500 ms after the last keystroke (spec 01 sections 5 and 9). */
function useAddressSuggestions(typed: string) {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  useEffect(() => {
    const q = typed.trim();
    if (q.length < 2) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      call('addressSuggestions', { query: { q }, signal: controller.signal, successToast: false })
        .then((r) => setSuggestions(r.suggestions))
        .catch(() => setSuggestions([]));
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);
  return suggestions;
}

/**
 * The city-or-ZIP search: what is typed is looked up (debounced), and picking a suggestion hands its city, state and
 * ZIP to `onPick`, which fills the fields (they stay editable). Shared by every address form.
 */
export function CityZipLookup({
  label: fieldLabel,
  description,
  onPick,
}: {
  label: string;
  description: string;
  onPick: (s: AddressSuggestion) => void;
}) {
  const [typed, setTyped] = useState('');
  const suggestions = useAddressSuggestions(typed);
  const byLabel = useRef(new Map<string, AddressSuggestion>());
  byLabel.current = new Map(suggestions.map((s) => [label(s), s]));
  return (
    <Autocomplete
      label={fieldLabel}
      description={description}
      value={typed}
      onChange={setTyped}
      data={suggestions.map(label)}
      filter={({ options }) => options}
      autoComplete="off"
      onOptionSubmit={(value) => {
        const s = byLabel.current.get(value);
        if (s) onPick(s);
      }}
    />
  );
}

/** A US address: street, then a city-or-ZIP search that fills city, state and ZIP, which stay editable. */
export function AddressFields({ form }: { form: UseFormReturn<SignupForm> }) {
  const { register, control, setValue, formState } = form;
  const errors = formState.errors.address;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={t.line1}
          autoComplete="address-line1"
          required
          error={errors?.line1?.message}
          {...register('address.line1')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={t.line2} autoComplete="address-line2" {...register('address.line2')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <CityZipLookup
          label={t.cityOrZip}
          description={t.cityOrZipHint}
          onPick={(s) => {
            setValue('address.city', s.city, { shouldValidate: true });
            setValue('address.state', s.state, { shouldValidate: true });
            setValue('address.zip', s.zip, { shouldValidate: true });
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          label={t.city}
          autoComplete="address-level2"
          required
          error={errors?.city?.message}
          {...register('address.city')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 7, sm: 4 }}>
        <Controller
          control={control}
          name="address.state"
          render={({ field }) => (
            <Select
              label={t.state}
              data={STATE_OPTIONS}
              searchable
              required
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              error={errors?.state ? 'Choose a US state' : undefined}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 5, sm: 3 }}>
        <TextInput
          label={t.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          required
          error={errors?.zip?.message}
          {...register('address.zip')}
        />
      </Grid.Col>
    </Grid>
  );
}
