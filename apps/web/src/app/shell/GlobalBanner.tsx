import { Alert, Anchor, CloseButton, Group, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getCookie, setCookie } from '../cookies';
import { useCurrentUser } from '../current-user';

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** The platform-wide announcement; dismissing it sets the hidden-banner cookie to its id. */
export function GlobalBanner() {
  const { t } = useTranslation();
  const { globalBanner: banner } = useCurrentUser();
  const [hiddenId, setHiddenId] = useState(() => getCookie('hidden-banner'));
  if (!banner || hiddenId === String(banner.id)) return null;

  const dismiss = () => {
    setCookie('hidden-banner', String(banner.id), 365);
    setHiddenId(String(banner.id));
  };
  const cta = banner.callToAction && banner.callToActionLink;
  return (
    <Alert
      className="global-banner"
      color="brand"
      variant="light"
      bg="brand.0"
      radius={0}
      icon={<IconSpeakerphone size={20} aria-hidden />}
      role="region"
      aria-label="Announcement"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dark.8">
          {banner.message}{' '}
          {cta &&
            banner.callToActionLink &&
            (isInternal(banner.callToActionLink) ? (
              <Anchor component={Link} to={banner.callToActionLink} fw={700} size="sm" c="brand.9" underline="always">
                {banner.callToAction}
              </Anchor>
            ) : (
              <Anchor
                href={banner.callToActionLink}
                target="_blank"
                rel="noopener noreferrer"
                fw={700}
                size="sm"
                c="brand.9"
                underline="always"
              >
                {banner.callToAction}
              </Anchor>
            ))}
        </Text>
        <CloseButton onClick={dismiss} aria-label={t('banner.dismiss')} size="sm" />
      </Group>
    </Alert>
  );
}
