import { Button, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CANCELLATION_ERROR_HEADING, ERROR_MODAL_HEADING, SUCCESS_MODAL_HEADING } from '@mhq/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { i18n } from '../i18n';

type SuccessOptions = { message: string; buttonLabel?: string; onClose?: () => void };

/** The generic success modal (spec 01 section 2 'Modals'). */
export function openSuccessModal({ message, buttonLabel, onClose }: SuccessOptions): string {
  const id = modals.open({
    withCloseButton: false,
    centered: true,
    onClose,
    children: (
      <Stack align="center" ta="center" gap="sm" py="md">
        <IconCircleCheck size={56} stroke={1.5} color="var(--mantine-color-green-7)" aria-hidden />
        <Title order={2} size="h3">
          {SUCCESS_MODAL_HEADING}
        </Title>
        <Text>{message}</Text>
        <Button mt="sm" onClick={() => modals.close(id)}>
          {buttonLabel ?? i18n.t('modal.ok')}
        </Button>
      </Stack>
    ),
  });
  return id;
}

type ErrorOptions = {
  message?: string;
  description?: string;
  /** Cancellations use the 'good news and bad news' heading. */
  cancellation?: boolean;
  buttonLabel?: string;
  onClose?: () => void;
};

/** The generic error modal: 'uh-oh. Something went wrong.' with an optional description; button GO BACK. */
export function openErrorModal({
  message,
  description,
  cancellation,
  buttonLabel,
  onClose,
}: ErrorOptions = {}): string {
  const id = modals.open({
    withCloseButton: false,
    centered: true,
    onClose,
    children: (
      <Stack align="center" ta="center" gap="sm" py="md">
        <IconAlertTriangle size={56} stroke={1.5} color="var(--mantine-color-red-7)" aria-hidden />
        <Title order={2} size="h3">
          {cancellation ? CANCELLATION_ERROR_HEADING : ERROR_MODAL_HEADING}
        </Title>
        {message && <Text>{message}</Text>}
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        <Button mt="sm" variant="default" onClick={() => modals.close(id)}>
          {buttonLabel ?? i18n.t('modal.goBack')}
        </Button>
      </Stack>
    ),
  });
  return id;
}
