import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AssociationProfile } from '@mhq/contract';
import { formatPhone, LOGO_MAX_BYTES, LOGO_TYPES } from '@mhq/domain';
import { IconEye, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { fieldErrorsOf, fileToBase64, notifyError } from '../office-settings/use-office';

const PROFILE_KEY = ['association', 'profile'] as const;
type LogoType = (typeof LOGO_TYPES)[number];
const isLogoType = (type: string): type is LogoType => (LOGO_TYPES as readonly string[]).includes(type);

/** /associations/edit-profile: the association's name, logo, contacts and description; its managers change them. */
export function AssociationEditProfilePage() {
  const profile = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => call('associationProfile', { signal }),
  });
  const p = profile.data?.profile;
  return (
    <>
      <PageHeader
        eyebrow="Association"
        title="Association profile"
        subtitle="How your association appears to the practices that join through it."
      />
      {profile.isPending && <Loader role="status" aria-label="Loading the profile" />}
      {profile.isError && (
        <Alert color="red" title="The profile could not be loaded">
          {userMessageOf(profile.error)}
        </Alert>
      )}
      {p && (
        <Stack gap="lg" maw={760}>
          {!p.canEdit && (
            <Alert variant="light" color="gray" icon={<IconEye size={18} aria-hidden />}>
              You can view your association's profile; its managers change it.
            </Alert>
          )}
          <LogoPanel profile={p} />
          <ProfileForm key={p.updatedAt ?? 'new'} profile={p} />
        </Stack>
      )}
    </>
  );
}

function ProfileForm({ profile }: { profile: AssociationProfile }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    name: profile.association.name,
    email: profile.email,
    phone: profile.phone ? formatPhone(profile.phone) : '',
    website: profile.website,
    description: profile.description,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => call('updateAssociationProfile', { body: form }),
    onSuccess: (answer) => queryClient.setQueryData(PROFILE_KEY, answer),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate(undefined, {
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        notifyError(error);
      },
    });
  };
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value }),
    error: errors[key],
    readOnly: !profile.canEdit,
  });
  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate aria-label="Details">
      <Title order={2} size="h4" mb="md">
        Details
      </Title>
      <Stack gap="sm">
        <TextInput label="Association name" required {...field('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Email" type="email" {...field('email')} />
          <TextInput label="Phone" type="tel" {...field('phone')} />
        </SimpleGrid>
        <TextInput label="Website" placeholder="https://" {...field('website')} />
        <Textarea label="About your association" autosize minRows={3} maxRows={10} {...field('description')} />
        {profile.canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save profile
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function LogoPanel({ profile }: { profile: AssociationProfile }) {
  const queryClient = useQueryClient();
  const logo = profile.association.logo;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['association'] });
  const upload = useMutation({
    mutationFn: async (file: File) =>
      call('uploadAssociationLogo', {
        body: { fileName: file.name, contentType: file.type as LogoType, data: await fileToBase64(file) },
      }),
    onSuccess: refresh,
    onError: notifyError,
  });
  const remove = useMutation({
    mutationFn: () => call('deleteAssociationLogo', {}),
    onSuccess: refresh,
    onError: notifyError,
  });
  const choose = (file: File | null) => {
    if (!file) return;
    const refuse = (message: string) => notifications.show({ color: 'red', title: 'Error', message });
    if (!isLogoType(file.type)) return refuse('Choose a PNG, JPEG or SVG image');
    if (file.size > LOGO_MAX_BYTES) return refuse('The logo must be 2 MB or less');
    upload.mutate(file);
  };
  const busy = upload.isPending || remove.isPending;
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        Logo
      </Title>
      <Group gap="lg" wrap="wrap">
        {logo ? (
          <Image src={logo} alt={`${profile.association.name} logo`} fit="contain" h={96} w={192} />
        ) : (
          <Text size="sm" c="gray.7">
            No logo yet.
          </Text>
        )}
        {profile.canEdit && (
          <Group gap="sm">
            <FileButton onChange={choose} accept={LOGO_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={upload.isPending}
                  disabled={busy}
                >
                  {logo ? 'Replace logo' : 'Upload logo'}
                </Button>
              )}
            </FileButton>
            {logo && (
              <Button
                variant="default"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={remove.isPending}
                disabled={busy}
                onClick={() => remove.mutate()}
              >
                Remove logo
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
