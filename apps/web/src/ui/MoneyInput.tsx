import { TextInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

/**
 * An amount in dollars: numeric keyboard on phones and a $ before the digits (spec 02 section 5: price-code
 * inputs are numeric with a $ prefix). The value stays the text typed; forms convert it to cents.
 */
export function MoneyInput(props: ComponentPropsWithRef<typeof TextInput>) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection={<span aria-hidden>$</span>}
      leftSectionWidth={28}
      {...props}
    />
  );
}
