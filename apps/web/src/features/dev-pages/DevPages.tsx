import '@mantine/core/styles.css';
import {
  Alert,
  AppShell,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  MantineProvider,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatMoney, TENANTS } from '@mhq/domain';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { buildCssVariablesResolver, buildTheme } from '../../app/theme';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';
import { usePageTitle } from '../../ui/use-page-title';

// Development pages (issue 27, /test-playground and /test-layout): the UI kit and the page layouts in the current brand,
// for engineers checking a component or a width. Routed only in development builds; production answers 404.

const theme = buildTheme(tenant);
const resolver = buildCssVariablesResolver(tenant);
const TONES: Tone[] = ['ok', 'attention', 'danger', 'neutral', 'brand'];

function DevFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolver}>
      <Container size="lg" py="xl">
        <Group justify="space-between" mb="lg">
          <Text size="sm" c="gray.7">
            Development page · {tenant.name} brand ({tenant.id})
          </Text>
          <Group gap="sm">
            <Link to="/test-playground">Playground</Link>
            <Link to="/test-layout">Layout</Link>
          </Group>
        </Group>
        {children}
      </Container>
    </MantineProvider>
  );
}

/** /test-playground: every building block of the interface, in the brand's colours, to try by hand. */
export function TestPlaygroundPage() {
  const [on, setOn] = useState(true);
  return (
    <DevFrame title="Test playground">
      <PageHeader eyebrow="Development" title="Test playground" subtitle="The interface's building blocks." />
      <Stack gap="lg">
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Buttons
          </Title>
          <Group>
            <Button>Primary</Button>
            <Button variant="light">Light</Button>
            <Button variant="default">Default</Button>
            <Button variant="subtle">Subtle</Button>
            <Button color="red">Destructive</Button>
            <Button loading>Loading</Button>
            <Button disabled>Disabled</Button>
          </Group>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Status badges
          </Title>
          <Group>
            {TONES.map((tone) => (
              <StatusBadge key={tone} tone={tone}>
                {tone}
              </StatusBadge>
            ))}
            <Badge>Mantine badge</Badge>
          </Group>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Form fields
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" placeholder="Jane" />
            <TextInput label="Email" error="Enter a valid email address." defaultValue="jane@" />
            <NativeSelect label="Plan" data={['Adult Wellness', 'Child Wellness', 'Perio Care']} />
            <Stack gap="xs" pt="md">
              <Checkbox label="I agree to the terms" />
              <Switch
                label="Show in the practice search"
                checked={on}
                onChange={(e) => setOn(e.currentTarget.checked)}
              />
            </Stack>
          </SimpleGrid>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Alerts and money
          </Title>
          <Stack>
            <Alert color="green" title="Saved">
              The plan was saved.
            </Alert>
            <Alert color="red" title="Payment declined">
              The card was declined. Try another card.
            </Alert>
            <Text>
              {formatMoney(2900)} a month · {formatMoney(31_900, { decimals: 2 })} a year
            </Text>
          </Stack>
        </Card>
      </Stack>
    </DevFrame>
  );
}

/** /test-layout: the practice shell's frame with sample content, to check widths from 320 px up. */
export function TestLayoutPage() {
  const other = TENANTS[tenant.id === 'dental' ? 'vision' : 'dental'];
  return (
    <DevFrame title="Test layout">
      <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm' }} padding="md" withBorder>
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between">
            <Group gap="xs">
              <img src={tenant.logos.mark} alt="" width={28} height={28} />
              <Text fw={700}>{tenant.name}</Text>
            </Group>
            <Text size="sm" c="gray.7">
              The other brand: {other.name}
            </Text>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="md">
          <Stack gap="xs">
            {['Dashboard', 'Members', 'Membership Plans', 'Marketing', 'Reports', 'Settings'].map((item) => (
              <Text key={item} size="sm">
                {item}
              </Text>
            ))}
          </Stack>
        </AppShell.Navbar>
        <AppShell.Main>
          <PageHeader eyebrow="Layout" title="Page title" subtitle="A subtitle that wraps on a narrow screen." />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {['Active members', 'Monthly revenue', 'Past due', 'New this month'].map((label, i) => (
              <Card key={label} withBorder>
                <Text size="sm" c="gray.7">
                  {label}
                </Text>
                <Text fw={700} size="xl">
                  {i === 1 ? formatMoney(1_254_000) : 40 + i * 7}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </AppShell.Main>
      </AppShell>
    </DevFrame>
  );
}
