import { ActionIcon, Badge, Card, Grid, Group, NativeSelect, TextInput, Title } from '@mantine/core';
import { type OfficeRow, type OfficeRowField, type OfficeRowProblems, SPECIALTIES } from '@mhq/domain';
import { IconTrash } from '@tabler/icons-react';
import { tenant } from '../../app/tenant';
import { signupTexts as t } from './signup-texts';

/** The fields in the order an owner reads an office, with their widths from small screens up (12 is a line). */
const LAYOUT: readonly { field: OfficeRowField; span: number; base?: number }[] = [
  { field: 'officeName', span: 6 },
  { field: 'email', span: 6 },
  { field: 'phone', span: 4 },
  { field: 'street', span: 8 },
  { field: 'city', span: 5 },
  { field: 'state', span: 3, base: 5 },
  { field: 'zip', span: 4, base: 7 },
  { field: 'specialtyId', span: 5 },
  { field: 'bookingUrl', span: 7 },
  { field: 'slug', span: 12 },
];

const specialtyOptions = [
  { value: '', label: t.noSpecialty },
  ...SPECIALTIES[tenant.id].map((s) => ({ value: String(s.id), label: s.name })),
];

type Props = {
  row: OfficeRow;
  n: number;
  problems: OfficeRowProblems;
  onEdit: <F extends OfficeRowField>(field: F, value: OfficeRow[F]) => void;
  onRemove: () => void;
};

/** One office of the list: its fields, each with its problem under it, and a count of the problems on top. */
export function OfficeRowCard({ row, n, problems, onEdit, onRemove }: Props) {
  const count = Object.keys(problems).length;
  const label = (field: OfficeRowField) => `${t.fields[field]}, ${t.officeN(n)}`;
  return (
    <Card withBorder padding="lg" data-office-row={n} aria-label={t.officeN(n)} component="section">
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <Group gap="sm">
          <Title order={2} size="h5">
            {t.officeN(n)}
            {row.officeName ? `: ${row.officeName}` : ''}
          </Title>
          <Badge color={count ? 'red.9' : 'teal.9'} variant="outline">
            {count ? t.rowProblems(count) : t.rowOk}
          </Badge>
        </Group>
        <ActionIcon variant="subtle" color="red.8" onClick={onRemove} aria-label={t.removeRow(n)}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Grid gap="sm">
        {LAYOUT.map(({ field, span, base = 12 }) => (
          <Grid.Col key={field} span={{ base, sm: span }}>
            {field === 'specialtyId' ? (
              <NativeSelect
                label={t.fields.specialtyId}
                aria-label={label(field)}
                data={specialtyOptions}
                value={row.specialtyId === null ? '' : String(row.specialtyId)}
                onChange={(e) => onEdit('specialtyId', e.currentTarget.value ? Number(e.currentTarget.value) : null)}
                error={problems.specialtyId}
              />
            ) : (
              <TextInput
                label={t.fields[field]}
                aria-label={label(field)}
                type={field === 'bookingUrl' ? 'url' : 'text'}
                placeholder={field === 'bookingUrl' ? 'https://' : undefined}
                value={row[field]}
                onChange={(e) => onEdit(field, e.currentTarget.value)}
                error={problems[field]}
              />
            )}
          </Grid.Col>
        ))}
      </Grid>
    </Card>
  );
}
