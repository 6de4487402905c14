import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Grid,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  hasProblems,
  isBlankOfficeRow,
  newOfficeRow,
  OFFICE_IMPORT_MAX_ROWS,
  OFFICE_ROW_TEXT_FIELDS,
  type OfficeRow,
  type OfficeRowField,
  type OfficeRowProblems,
  type OfficeRowTextField,
  officeRowProblems,
  officeRowsFromCsv,
} from '@mhq/domain';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, call, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { forgetOfficeRows, rememberOfficeRows } from './signup-session';
import { signupTexts as t } from './signup-texts';

const isBlankRow = isBlankOfficeRow;

const SPANS: Record<OfficeRowTextField, number> = {
  officeName: 6,
  email: 6,
  phone: 4,
  street: 8,
  city: 5,
  state: 3,
  zip: 4,
  slug: 12,
  bookingUrl: 12,
};

type Props = { officeId: number; initialRows: OfficeRow[]; reviewOnLoad: boolean; title: string; lead: string };

/**
 * Offices typed in or imported: one card per row with its problems beside its fields. The browser checks each
 * row as it is edited; the server adds what only it knows (unknown ZIP, slug taken) and saves all or nothing.
 */
export function OfficeRowsStep({ officeId, initialRows, reviewOnLoad, title, lead }: Props) {
  const navigate = useNavigate();
  const [rows, setRows] = useState<OfficeRow[]>(initialRows);
  // Rows have no id until saved: each gets a local key that survives the removal of the rows above it.
  const nextKey = useRef(initialRows.length);
  const [keys, setKeys] = useState<number[]>(() => initialRows.map((_, i) => i));
  const [serverProblems, setServerProblems] = useState<OfficeRowProblems[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const local = useMemo(() => officeRowProblems(rows, tenant.id), [rows]);
  // A row not yet typed in shows no problems and is left out when saving.
  const blank = rows.map(isBlankRow);
  const problems = rows.map((_, i) => (blank[i] ? {} : { ...local[i], ...(serverProblems?.[i] ?? {}) }));
  const badRows = problems.filter(hasProblems).length;
  const filled = rows.filter((_, i) => !blank[i]);

  useEffect(() => rememberOfficeRows(rows), [rows]);

  const review = async (list: OfficeRow[]) => {
    if (list.length === 0) return null;
    const answer = await call('reviewOffices', {
      body: { dentistInfoId: officeId, offices: list },
      successToast: false,
    });
    const found = answer.rows.map((r) => r.problems as OfficeRowProblems);
    setServerProblems(found);
    return answer.clean;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: an imported file is checked once, on arrival
  useEffect(() => {
    if (reviewOnLoad) void review(rows).catch((err) => setError(userMessageOf(err)));
  }, []);

  const edit = (i: number, field: OfficeRowTextField, value: string) => {
    setRows((list) =>
      list.map((r, k) => (k === i ? { ...r, [field]: field === 'state' ? value.toUpperCase() : value } : r)),
    );
    setServerProblems((p) => (p ? p.map((x, k) => (k === i ? {} : x)) : p));
  };
  const remove = (i: number) => {
    setRows((list) => list.filter((_, k) => k !== i));
    setKeys((list) => list.filter((_, k) => k !== i));
    setServerProblems((p) => (p ? p.filter((_, k) => k !== i) : p));
  };

  const importFile = async (file: File | null) => {
    if (!file) return;
    const { rows: read, error: readError } = officeRowsFromCsv(await file.text(), tenant);
    if (readError) {
      setError(readError);
      return;
    }
    rememberOfficeRows(read);
    navigate(`/multi-csv-review?dentistInfoId=${officeId}`);
  };

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const toSave = rows.filter((r) => !isBlankRow(r));
      if (toSave.length !== rows.length) {
        setRows(toSave);
        setKeys((list) => list.filter((_, k) => !blank[k]));
      }
      if (!(await review(toSave))) return;
      await call('saveOffices', { body: { dentistInfoId: officeId, offices: toSave } });
      forgetOfficeRows();
      navigate('/signup-complete');
    } catch (err) {
      if (err instanceof ApiError) {
        const errors = (err.body as { errors?: Record<string, string> })?.errors ?? {};
        const found: OfficeRowProblems[] = rows.map(() => ({}));
        for (const [key, message] of Object.entries(errors)) {
          const [, index, field] = key.split('.');
          const row = found[Number(index)];
          if (row && field) row[field as OfficeRowField] = message;
        }
        setServerProblems(found);
      }
      setError(userMessageOf(err) || null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack maw={980} mx="auto" gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="gray.7" mt={4}>
          {lead}
        </Text>
      </div>
      <Group>
        <FileButton onChange={(f) => void importFile(f)} accept=".csv,text/csv">
          {(props) => (
            <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} {...props}>
              {t.uploadCsv}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="gray.7">
          {t.csvHint}
        </Text>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {filled.length > 0 && (
        <Alert color={badRows ? 'yellow' : 'green'} role="status">
          {badRows ? t.someProblems(badRows) : t.allClean}
        </Alert>
      )}
      {rows.map((row, i) => {
        const p = problems[i] ?? {};
        const count = Object.keys(p).length;
        return (
          <Card
            key={keys[i]}
            withBorder
            padding="lg"
            data-office-row={i + 1}
            aria-label={t.officeN(i + 1)}
            component="section"
          >
            <Group justify="space-between" mb="sm">
              <Group gap="sm">
                <Title order={2} size="h5">
                  {t.officeN(i + 1)}
                  {row.officeName ? `: ${row.officeName}` : ''}
                </Title>
                <Badge color={count ? 'red.9' : 'teal.9'} variant="outline">
                  {count ? t.rowProblems(count) : t.rowOk}
                </Badge>
              </Group>
              <ActionIcon variant="subtle" color="red.8" onClick={() => remove(i)} aria-label={t.removeRow(i + 1)}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <Grid gap="sm">
              {OFFICE_ROW_TEXT_FIELDS.map((field) => (
                <Grid.Col key={field} span={{ base: 12, sm: SPANS[field] }}>
                  <TextInput
                    label={t.fields[field]}
                    aria-label={`${t.fields[field]}, ${t.officeN(i + 1)}`}
                    value={row[field]}
                    onChange={(e) => edit(i, field, e.currentTarget.value)}
                    error={p[field]}
                  />
                </Grid.Col>
              ))}
            </Grid>
          </Card>
        );
      })}
      {rows.length === 0 && <Alert color="blue">{t.noRows}</Alert>}
      <Group justify="space-between">
        <Group>
          <Button
            variant="default"
            onClick={() => {
              setRows((list) => [...list, newOfficeRow(tenant)]);
              setKeys((list) => [...list, nextKey.current++]);
            }}
            disabled={rows.length >= OFFICE_IMPORT_MAX_ROWS}
          >
            {t.addRow}
          </Button>
          <Button variant="subtle" onClick={() => navigate('/signup-complete')}>
            {t.skip}
          </Button>
        </Group>
        <Button onClick={() => void save()} loading={busy} disabled={filled.length === 0 || badRows > 0}>
          {t.saveOffices(filled.length)}
        </Button>
      </Group>
    </Stack>
  );
}
