import { Alert, Anchor, Button, Card, Grid, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatPhone, WEEKDAY_VALUES } from '@mhq/domain';
import { IconCalendar, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { userMessageOf } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { brand, type PortalHousehold, useHousehold } from './household';
import { HOUSEHOLD_TEXTS } from './household-texts';
import { usePortalTexts } from './portal-language';

/** 24-hour 'HH:MM' as a US patient reads it: '9:00 AM'. */
function clockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

function Hours({ office }: { office: PortalHousehold['office'] }) {
  const t = usePortalTexts(HOUSEHOLD_TEXTS);
  const hours = office.hours;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="hours-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="hours-title">
          {t.hours}
        </Title>
        {hours ? (
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {WEEKDAY_VALUES.map((day) => {
                const d = hours[day];
                return (
                  <Table.Tr key={day}>
                    <Table.Th scope="row" fw={600}>
                      {t.days[day]}
                    </Table.Th>
                    <Table.Td>{d?.open ? `${clockTime(d.from)} – ${clockTime(d.to)}` : t.closed}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">{t.noHours}</Text>
        )}
      </Stack>
    </Card>
  );
}

function Contact({ office }: { office: PortalHousehold['office'] }) {
  const t = usePortalTexts(HOUSEHOLD_TEXTS);
  const a = office.address;
  const cityLine = [a.city, `${a.state} ${a.zip}`.trim()].filter(Boolean).join(', ');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="office-title">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          {office.logo && <img src={office.logo} alt="" style={{ maxHeight: 48, maxWidth: 160 }} />}
          <Title order={2} size="h3" id="office-title">
            {office.officeName}
          </Title>
        </Group>
        {a.line1 && (
          <Stack gap={2}>
            <Group gap={6}>
              <IconMapPin size={18} aria-hidden />
              <Text fw={600} size="sm">
                {t.address}
              </Text>
            </Group>
            <Text component="address" size="sm" style={{ fontStyle: 'normal' }}>
              {a.line1}
              {a.line2 && <br />}
              {a.line2}
              {cityLine && <br />}
              {cityLine}
            </Text>
            {office.mapUrl && (
              <Anchor href={office.mapUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                {t.openMap}
              </Anchor>
            )}
          </Stack>
        )}
        {office.phone && (
          <Stack gap={2}>
            <Group gap={6}>
              <IconPhone size={18} aria-hidden />
              <Text fw={600} size="sm">
                {t.phone}
              </Text>
            </Group>
            <Anchor href={`tel:+1${office.phone}`} size="sm">
              {formatPhone(office.phone)}
            </Anchor>
          </Stack>
        )}
        {office.email && (
          <Stack gap={2}>
            <Group gap={6}>
              <IconMail size={18} aria-hidden />
              <Text fw={600} size="sm">
                {t.email}
              </Text>
            </Group>
            <Anchor href={`mailto:${office.email}`} size="sm">
              {office.email}
            </Anchor>
          </Stack>
        )}
        <Group gap="sm">
          {office.bookingUrl && (
            <Button
              component="a"
              href={office.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconCalendar size={18} aria-hidden />}
            >
              {t.book}
            </Button>
          )}
          {office.phone && (
            <Button
              component="a"
              href={`tel:+1${office.phone}`}
              variant="light"
              leftSection={<IconPhone size={18} aria-hidden />}
            >
              {t.call(formatPhone(office.phone))}
            </Button>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          {t.questions}
        </Text>
      </Stack>
    </Card>
  );
}

/** /patient/your-dentist (the optometrist for the vision brand): how to reach the practice and when it is open. */
export function YourDentistPage() {
  const t = usePortalTexts(HOUSEHOLD_TEXTS);
  const household = useHousehold();
  return (
    <>
      <PageHeader title={t.yourPracticeTitle(brand())} subtitle={t.yourPracticeLead} />
      {household.officeId === null ? (
        <Alert color="gray">{t.noOffice}</Alert>
      ) : household.isPending ? (
        <Loader role="status" aria-label={t.loading} />
      ) : household.isError ? (
        <Alert color="gray">{userMessageOf(household.error)}</Alert>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Contact office={household.data.office} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Hours office={household.data.office} />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
