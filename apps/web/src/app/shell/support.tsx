import { modals } from '@mantine/modals';
import type { CurrentUser } from '@mhq/contract';
import { i18n } from '../../i18n';

/** Opens the 'Need Assistance?' modal; its form (react-hook-form + zod) loads on first use. */
export async function openSupportModal(user: CurrentUser): Promise<void> {
  const { SupportForm } = await import('./SupportForm');
  const id = modals.open({
    title: i18n.t('support.title'),
    centered: true,
    size: 'lg',
    closeButtonProps: { 'aria-label': 'Close' },
    children: <SupportForm user={user} onDone={() => modals.close(id)} />,
  });
}
