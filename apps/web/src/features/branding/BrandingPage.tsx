import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { BrandingResponse, OfficeThemeShape } from '@mhq/contract';
import { customThemeProblem, themeColors } from '@mhq/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { fieldErrorsOf, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { PageHeader } from '../../ui/PageHeader';
import { usePageTitle } from '../../ui/use-page-title';
import { useMembersScope } from '../members/members-api';
import { useBranding, useSaveBranding } from './branding-api';
import { ThemePreview } from './ThemePreview';

/**
 * /account/branding: the office picks one of its brand's template themes for its enrolment page, mails and printed
 * documents, with a live preview of the page's header and buttons. Custom takes the office's own two colours, checked
 * here as the server checks them: white text must read on the primary colour, some text on the accent, at 4.5:1.
 */
export function BrandingPage() {
  usePageTitle('Branding');
  const { officeId } = useMembersScope();
  const branding = useBranding(officeId);
  return (
    <>
      <PageHeader
        eyebrow="Marketing"
        title="Branding"
        subtitle="The colours of your enrollment page, your invitation mails and your printed QR signs."
      />
      {officeId === null ? (
        <Alert color="gray">Choose an office first.</Alert>
      ) : branding.isPending ? (
        <Loader role="status" aria-label="Loading your branding" />
      ) : branding.isError || !branding.data ? (
        <Alert color="gray">{userMessageOf(branding.error)}</Alert>
      ) : (
        <BrandingForm officeId={officeId} data={branding.data} />
      )}
    </>
  );
}

function BrandingForm({ officeId, data }: { officeId: number; data: BrandingResponse }) {
  const save = useSaveBranding(officeId);
  const [theme, setTheme] = useState(data.current.theme);
  const [primary, setPrimary] = useState(data.custom?.primary ?? data.current.primary);
  const [accent, setAccent] = useState(data.custom?.accent ?? data.current.accent);
  useEffect(() => setTheme(data.current.theme), [data.current.theme]);
  const custom = theme === 'custom';
  const typedPrimary = primary.trim().toLowerCase();
  const typedAccent = accent.trim().toLowerCase();
  const problem = custom ? customThemeProblem(typedPrimary, typedAccent) : null;
  const preview: OfficeThemeShape = custom
    ? problem
      ? data.current
      : { ...themeColors(tenant.id, 'custom', { primary: typedPrimary, accent: typedAccent }) }
    : (data.themes.find((th) => th.theme === theme) ?? data.current);
  const serverErrors = fieldErrorsOf(save.error);
  const changed =
    theme !== data.current.theme ||
    (custom && (typedPrimary !== data.current.primary || typedAccent !== data.current.accent));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    save.mutate(custom ? { theme, primary: typedPrimary, accent: typedAccent } : { theme });
  }

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={1100}>
      <Card withBorder padding="lg" component="form" onSubmit={onSubmit} aria-labelledby="theme-title">
        <Title order={2} size="h4" id="theme-title" mb="xs">
          Template theme
        </Title>
        {!data.mayChange && (
          <Alert color="gray" mb="sm">
            Only the owner and office admins can change the theme.
          </Alert>
        )}
        <Radio.Group value={theme} onChange={setTheme} label="Theme" name="theme">
          <Stack gap="xs" mt="xs">
            {data.themes.map((th) => (
              <Radio
                key={th.theme}
                value={th.theme}
                disabled={!data.mayChange}
                label={
                  <Group gap={8} wrap="nowrap">
                    <Swatch colour={th.primary} />
                    <Swatch colour={th.accent} />
                    <span>{th.label}</span>
                  </Group>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        {custom && (
          <Stack gap="sm" mt="md">
            <ColourField
              label="Primary colour (header and buttons, white text)"
              value={primary}
              onChange={setPrimary}
              disabled={!data.mayChange}
              error={serverErrors.primary}
            />
            <ColourField
              label="Accent colour"
              value={accent}
              onChange={setAccent}
              disabled={!data.mayChange}
              error={serverErrors.accent}
            />
            {problem && (
              <Alert color="yellow" role="status" data-testid="contrast-problem">
                {problem}
              </Alert>
            )}
          </Stack>
        )}
        {save.isError && Object.keys(serverErrors).length === 0 && (
          <Alert color="red" mt="md">
            {userMessageOf(save.error)}
          </Alert>
        )}
        <Group justify="space-between" mt="lg">
          <Anchor href={data.enrolmentPath} target="_blank" rel="noreferrer" size="sm">
            Open your enrollment page
          </Anchor>
          {data.mayChange && (
            <Button type="submit" loading={save.isPending} disabled={!changed || problem !== null}>
              Save theme
            </Button>
          )}
        </Group>
      </Card>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Preview
        </Title>
        <Text size="sm" c="gray.7">
          Your enrollment page's header and buttons in {data.themes.find((th) => th.theme === theme)?.label ?? theme}.
        </Text>
        <ThemePreview theme={preview} officeName={data.officeName} />
      </Stack>
    </SimpleGrid>
  );
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 18,
        height: 18,
        borderRadius: 4,
        background: colour,
        border: '1px solid #adb5bd',
      }}
    />
  );
}

type ColourProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error: string | undefined;
};

/** A colour typed as #rrggbb, or picked with the browser's own colour picker beside it. */
function ColourField({ label, value, onChange, disabled, error }: ColourProps) {
  const valid = /^#[0-9a-f]{6}$/i.test(value.trim());
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        disabled={disabled}
        error={error}
        maxLength={7}
        placeholder="#1b2a4a"
        style={{ flex: 1 }}
      />
      <input
        type="color"
        aria-label={`Pick the ${label.split(' (')[0]?.toLowerCase()}`}
        value={valid ? value.trim().toLowerCase() : '#000000'}
        onChange={(e) => onChange(e.currentTarget.value)}
        disabled={disabled}
        style={{ width: 44, height: 36, padding: 2, border: '1px solid #adb5bd', borderRadius: 6, background: '#fff' }}
      />
    </Group>
  );
}
