import { Alert, Anchor, Button, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { SetupOfficeView } from '@mhq/contract';
import { SPECIALTIES } from '@mhq/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, call, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { usePageTitle } from '../../ui/use-page-title';
import { SignInNeeded } from './SignInNeeded';
import { signupTexts as t } from './signup-texts';
import { useSignupOffice } from './use-signup-office';

/** Single-office setup: specialty, online booking link and the public enrolment address. */
export function SingleSetupPage() {
  const { officeId, signedIn, loading } = useSignupOffice();
  const [office, setOffice] = useState<SetupOfficeView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  usePageTitle(office ? t.setupTitle(office.officeName) : 'Office setup');

  useEffect(() => {
    if (!officeId || !signedIn) return;
    call('setupOfficeView', { params: { dentistInfoId: officeId }, successToast: false })
      .then(setOffice)
      .catch((err) => setLoadError(userMessageOf(err)));
  }, [officeId, signedIn]);

  if (loading) return <Loader role="status" aria-label="Loading" />;
  if (!signedIn || !officeId) return <SignInNeeded />;
  if (loadError) return <Alert color="red">{loadError}</Alert>;
  if (!office) return <Loader role="status" aria-label="Loading" />;
  return <SetupForm office={office} />;
}

function SetupForm({ office }: { office: SetupOfficeView }) {
  const navigate = useNavigate();
  const [specialtyId, setSpecialtyId] = useState<string | null>(office.specialtyId ? String(office.specialtyId) : null);
  const [bookingUrl, setBookingUrl] = useState(office.bookingUrl);
  const [slug, setSlug] = useState(office.slug);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setError(null);
    try {
      await call('setupOffice', {
        params: { dentistInfoId: office.dentistInfoId },
        body: { specialtyId: specialtyId ? Number(specialtyId) : null, bookingUrl, slug },
      });
      navigate('/signup-complete');
    } catch (err) {
      if (err instanceof ApiError) setErrors((err.body as { errors?: Record<string, string> })?.errors ?? {});
      setError(userMessageOf(err) || null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack maw={640} mx="auto" gap="lg">
      <div>
        <Title order={1}>{t.setupTitle(office.officeName)}</Title>
        <Text c="gray.7" mt={4}>
          {t.setupLead}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Select
              label={t.specialty}
              data={SPECIALTIES[tenant.id].map((s) => ({ value: String(s.id), label: s.name }))}
              value={specialtyId}
              onChange={setSpecialtyId}
              error={errors.specialtyId}
            />
            <TextInput
              label={t.bookingUrl}
              description={t.bookingHint}
              type="url"
              value={bookingUrl}
              onChange={(e) => setBookingUrl(e.currentTarget.value)}
              error={errors.bookingUrl}
            />
            <TextInput
              label={t.slug}
              description={t.slugHint(slug)}
              required
              value={slug}
              onChange={(e) => setSlug(e.currentTarget.value.toLowerCase())}
              error={errors.slug}
            />
            <Group justify="space-between">
              <Anchor component={Link} to={`/multi-setup?dentistInfoId=${office.dentistInfoId}`} size="sm">
                {t.moreOffices}
              </Anchor>
              <Button type="submit" loading={busy}>
                {busy ? t.saving : t.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
