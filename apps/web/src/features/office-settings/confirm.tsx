import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { officeText as t } from './office-settings-texts';

/** Asks once; resolves true when confirmed. */
export function confirm(message: string, options: { danger?: boolean; title?: string } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title ?? t.confirm,
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: t.confirm, cancel: t.cancel },
      confirmProps: options.danger ? { color: 'red.9' } : {},
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
