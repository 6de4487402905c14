import { Alert, Card, Loader, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { userMessageOf } from '../app/api';

type Query = { isPending: boolean; isError: boolean; error: unknown };

type Props = {
  query: Query;
  /** What is loading, for a screen reader: 'Loading members'. */
  loading: string;
  /** The alert's title when it could not be loaded: 'Members could not be loaded'. */
  failed: string;
  /** Whether the loaded list is empty, and what to say then. */
  isEmpty: boolean;
  empty: ReactNode;
};

/** A list's other states, alike on every list page: loading, could not be loaded, nothing matches. */
export function ListStates({ query, loading, failed, isEmpty, empty }: Props) {
  if (query.isPending) return <Loader role="status" aria-label={loading} />;
  if (query.isError) {
    return (
      <Alert color="red" title={failed}>
        {userMessageOf(query.error)}
      </Alert>
    );
  }
  if (!isEmpty) return null;
  return (
    <Card withBorder padding="xl">
      {typeof empty === 'string' ? (
        <Text ta="center" c="gray.7">
          {empty}
        </Text>
      ) : (
        empty
      )}
    </Card>
  );
}

type SearchProps = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

/** The search box above a list. */
export function SearchField({ label, placeholder, value, onChange }: SearchProps) {
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={{ base: '100%', sm: 340 }}
    />
  );
}
