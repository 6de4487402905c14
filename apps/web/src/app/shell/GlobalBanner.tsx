import { Anchor } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { getCookie, setCookie } from '../cookies';
import { useCurrentUser } from '../current-user';
import { ShellNotice } from './notices/ShellNotice';

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The platform-wide announcement, as a notice of the shell's notice area. Dismissing it also sets the spec's
 * hidden-banner cookie to its id, which keeps it hidden wherever that cookie is read.
 */
export function GlobalBanner() {
  const { globalBanner: banner } = useCurrentUser();
  if (!banner || getCookie('hidden-banner') === String(banner.id)) return null;
  const link = banner.callToAction ? banner.callToActionLink : null;
  const linkProps = { fw: 700, size: 'sm', c: 'dark.9', underline: 'always' } as const;
  return (
    <ShellNotice
      id="announcement"
      kind="announcement"
      version={`${banner.id}:${banner.message}`}
      title="Announcement"
      body={banner.message}
      color="var(--mantine-color-brand-6)"
      icon={<IconSpeakerphone size={18} aria-hidden />}
      onDismiss={() => setCookie('hidden-banner', String(banner.id), 365)}
      action={
        link &&
        (isInternal(link) ? (
          <Anchor component={Link} to={link} {...linkProps}>
            {banner.callToAction}
          </Anchor>
        ) : (
          <Anchor href={link} target="_blank" rel="noopener noreferrer" {...linkProps}>
            {banner.callToAction}
          </Anchor>
        ))
      }
    />
  );
}
