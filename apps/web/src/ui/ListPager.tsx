import { Group, Pagination, Text } from '@mantine/core';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  noun: [string, string];
  onChange: (page: number) => void;
};

/** 'Showing 26–50 of 73 codes' and the pages, under a list paged by the server. */
export function ListPager({ page, pageSize, total, noun, onChange }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
      <Text size="sm" c="gray.7" aria-live="polite">
        {total === 0 ? `No ${noun[1]}` : `Showing ${from}–${to} of ${total} ${total === 1 ? noun[0] : noun[1]}`}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
      )}
    </Group>
  );
}

/** A whole number from a search parameter (a page, an id), or the fallback. */
export const pageParam = (value: string | null, fallback = 1): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};
