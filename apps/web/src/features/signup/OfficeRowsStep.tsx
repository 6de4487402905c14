import { Alert, Anchor, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import {
  hasProblems,
  isBlankOfficeRow,
  newOfficeRow,
  OFFICE_IMPORT_MAX_ROWS,
  type OfficeRow,
  type OfficeRowField,
  type OfficeRowProblems,
  officeCsvTemplate,
  officeRowProblems,
  officeRowsFromCsv,
} from '@mhq/domain';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, call, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { OfficeRowCard } from './OfficeRowCard';
import { forgetOfficeRows, rememberOfficeRows } from './signup-session';
import { signupTexts as t } from './signup-texts';

/**
 * One office of the list. Rows have no id until saved: each gets a local key that survives the removal of the
 * rows above it. Its problems come from the file it was read from (a specialty the brand does not offer) and
 * from the server (an unknown ZIP, a slug taken); the rest the browser finds as the row is edited.
 */
type Item = { key: number; row: OfficeRow; fromFile: OfficeRowProblems; fromServer: OfficeRowProblems };

type Props = {
  officeId: number;
  initialRows: OfficeRow[];
  /** The problems found in each row while reading its file, if the rows come from one. */
  initialProblems?: OfficeRowProblems[];
  reviewOnLoad: boolean;
  title: string;
  lead: string;
};

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(officeCsvTemplate(tenant))}`;

const withoutField = (problems: OfficeRowProblems, field: OfficeRowField): OfficeRowProblems => {
  const { [field]: _, ...rest } = problems;
  return rest;
};

/** The problems the server sent, by position in the list it was sent, given to the rows with those keys. */
const withServerProblems = (items: Item[], keys: number[], found: OfficeRowProblems[]): Item[] =>
  items.map((item) => {
    const at = keys.indexOf(item.key);
    return at < 0 ? item : { ...item, fromServer: found[at] ?? {} };
  });

/**
 * Offices typed in or imported: one card per row with its problems beside its fields. The browser checks each
 * row as it is edited; the server adds what only it knows (unknown ZIP, slug taken) and saves all or nothing.
 */
export function OfficeRowsStep({ officeId, initialRows, initialProblems = [], reviewOnLoad, title, lead }: Props) {
  const navigate = useNavigate();
  const nextKey = useRef(initialRows.length);
  const [items, setItems] = useState<Item[]>(() =>
    initialRows.map((row, key) => ({ key, row, fromFile: initialProblems[key] ?? {}, fromServer: {} })),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rows = useMemo(() => items.map((item) => item.row), [items]);
  const local = useMemo(() => officeRowProblems(rows, tenant.id), [rows]);
  // A row not yet typed in shows no problems and is left out when saving.
  const blank = rows.map(isBlankOfficeRow);
  const problems = items.map((item, i) => (blank[i] ? {} : { ...local[i], ...item.fromFile, ...item.fromServer }));
  const badRows = problems.filter(hasProblems).length;
  const filled = items.filter((_, i) => !blank[i]);

  useEffect(
    () =>
      rememberOfficeRows(
        items.map((item) => item.row),
        items.map((item) => item.fromFile),
      ),
    [items],
  );

  const review = async (list: Item[]) => {
    if (list.length === 0) return null;
    const answer = await call('reviewOffices', {
      body: { dentistInfoId: officeId, offices: list.map((item) => item.row) },
      successToast: false,
    });
    const found = answer.rows.map((r) => r.problems as OfficeRowProblems);
    setItems((all) =>
      withServerProblems(
        all,
        list.map((item) => item.key),
        found,
      ),
    );
    return answer.clean;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: an imported file is checked once, on arrival
  useEffect(() => {
    if (reviewOnLoad) void review(items).catch((err) => setError(userMessageOf(err)));
  }, []);

  const edit = <F extends OfficeRowField>(key: number, field: F, value: OfficeRow[F]) => {
    const typed = field === 'state' && typeof value === 'string' ? value.toUpperCase() : value;
    setItems((list) =>
      list.map((item) =>
        item.key === key
          ? { key, row: { ...item.row, [field]: typed }, fromFile: withoutField(item.fromFile, field), fromServer: {} }
          : item,
      ),
    );
  };
  const remove = (key: number) => setItems((list) => list.filter((item) => item.key !== key));
  const add = () =>
    setItems((list) => [...list, { key: nextKey.current++, row: newOfficeRow(tenant), fromFile: {}, fromServer: {} }]);

  const importFile = async (file: File | null) => {
    if (!file) return;
    const read = officeRowsFromCsv(await file.text(), tenant);
    if (read.error) {
      setError(read.error);
      return;
    }
    rememberOfficeRows(read.rows, read.problems);
    navigate(`/multi-csv-review?dentistInfoId=${officeId}`);
  };

  const save = async () => {
    setBusy(true);
    setError(null);
    const toSave = items.filter((_, i) => !blank[i]);
    try {
      if (toSave.length !== items.length) setItems(toSave);
      if (!(await review(toSave))) return;
      await call('saveOffices', { body: { dentistInfoId: officeId, offices: toSave.map((item) => item.row) } });
      forgetOfficeRows();
      navigate('/signup-complete');
    } catch (err) {
      if (err instanceof ApiError) {
        const errors = (err.body as { errors?: Record<string, string> })?.errors ?? {};
        const found: OfficeRowProblems[] = toSave.map(() => ({}));
        for (const [path, message] of Object.entries(errors)) {
          const [, index, field] = path.split('.');
          const row = found[Number(index)];
          if (row && field) row[field as OfficeRowField] = message;
        }
        setItems((all) =>
          withServerProblems(
            all,
            toSave.map((item) => item.key),
            found,
          ),
        );
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
        <Text size="sm" c="gray.7" style={{ flex: '1 1 280px' }}>
          {t.csvHint}{' '}
          <Anchor href={templateHref} download={t.csvTemplateFile} size="sm" underline="always">
            {t.csvTemplate}
          </Anchor>
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
      {items.map((item, i) => (
        <OfficeRowCard
          key={item.key}
          row={item.row}
          n={i + 1}
          problems={problems[i] ?? {}}
          onEdit={(field, value) => edit(item.key, field, value)}
          onRemove={() => remove(item.key)}
        />
      ))}
      {items.length === 0 && <Alert color="blue">{t.noRows}</Alert>}
      <Group justify="space-between">
        <Group>
          <Button variant="default" onClick={add} disabled={items.length >= OFFICE_IMPORT_MAX_ROWS}>
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
