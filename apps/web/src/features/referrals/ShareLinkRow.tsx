import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../app/api';
import { tenant } from '../../app/tenant';
import type { Lang } from '../enrolment/enrolment-texts';
import { REFERRAL_TEXTS } from './referral-texts';
import { absoluteUrl, officeReferralPath, patientReferralPath, useShareLink } from './share-links';

/**
 * 'Share your link' in the portal's referral card: the household's referral link (made from its latest receipt's
 * signed id) to copy, or to send with the phone's share sheet; and the way to recommend the platform to a practice.
 */
export function ShareLinkRow({
  officeId,
  memberId,
  officeName,
  lang,
}: {
  officeId: number;
  memberId: number;
  /** The practice's name for the shared message; the platform's when not at hand. */
  officeName?: string;
  lang: Lang;
}) {
  const s = REFERRAL_TEXTS[lang].share;
  const query = useQuery({
    queryKey: ['householdShareLink', officeId, memberId],
    queryFn: ({ signal }) =>
      call('householdShareLink', { params: { dentistInfoId: officeId, memberId }, signal, successToast: false }),
  });
  const id = query.data?.paymentUniqueId ?? null;
  if (query.isPending) return null;
  if (!id) {
    return (
      <Text size="xs" c="gray.7">
        {s.noPayment}
      </Text>
    );
  }
  return <ShareButtons id={id} officeName={officeName ?? tenant.name} lang={lang} />;
}

function ShareButtons({ id, officeName, lang }: { id: string; officeName: string; lang: Lang }) {
  const s = REFERRAL_TEXTS[lang].share;
  const url = absoluteUrl(patientReferralPath(id));
  const { copied, copy, canShare, openShare } = useShareLink(url, {
    title: s.shareTitle(officeName),
    text: s.shareText(officeName),
  });
  return (
    <Stack gap={6} data-testid="referral-share">
      <TextInput
        label={s.linkLabel}
        value={url}
        readOnly
        size="xs"
        onFocus={(e) => e.currentTarget.select()}
        data-testid="referral-link"
      />
      <Group gap="xs">
        {canShare && (
          <Button size="xs" leftSection={<IconShare size={14} aria-hidden />} onClick={() => void openShare()}>
            {s.share}
          </Button>
        )}
        <Button
          size="xs"
          variant={canShare ? 'light' : 'filled'}
          leftSection={<IconCopy size={14} aria-hidden />}
          onClick={() => void copy()}
        >
          {copied ? s.copied : s.copy}
        </Button>
      </Group>
      <Anchor component={Link} to={`${officeReferralPath(id)}?lang=${lang}`} size="xs">
        {s.office(tenant.name)}
      </Anchor>
    </Stack>
  );
}
