import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { adminMenu, adminMoreTools, builtOnly, type NavLink } from '@mhq/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { NavIcon } from '../../app/shell/icons';
import { PageHeader } from '../../ui/PageHeader';

/** What each admin page is for, in a line. */
const PURPOSE: Record<string, string> = {
  dentists: 'Every office, its people, and signing in as one of them.',
  members: 'Find a patient in any office; their payments and memberships.',
  reports: 'The monthly master report and the active members of an office.',
  kpi: 'How the platform is doing: offices, members, onboarding and fees.',
  admin: 'The global banner every practice sees.',
  promos: 'Discount codes practices may use at sign-up.',
  'error-logs': 'Server errors and failed background jobs.',
  'support-inbox': 'Requests and issue reports from practices.',
  'billing-run': 'The daily billing run, the platform fee and the retry schedule.',
  'dev-mailbox': 'The demo’s outgoing mail.',
  reviews: 'Patients’ reviews of practices, and hiding abusive ones.',
  'audit-log': 'Who read or changed what.',
  'lead-sources': 'The associations and partners practices may name at sign-up.',
  services: 'The services offices may offer under each specialty.',
  'release-notes': 'What changed in the product, shown once to office users.',
  fees: 'The platform fee per member and setup percent, and offices with their own.',
  'custom-membership': "An office's plans, prices and plan settings, changed for it.",
};

/** /admin/more: every admin page this admin may open, with what it is for (the side menu, explained). */
export function AdminMorePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const pages = builtOnly([
    ...adminMenu(user.type, user.featureFlags, { devMailbox: user.devMailbox }),
    ...adminMoreTools(),
  ]).filter((item): item is NavLink => item.kind === 'link');
  return (
    <>
      <PageHeader eyebrow="Platform admin" title="More tools" subtitle="Every page of the platform's back office." />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {pages.map((page) => (
          <Card key={page.key} withBorder padding="lg">
            <Anchor component={Link} to={page.path} fw={600} className="more-tool-link">
              <NavIcon name={page.icon} /> {t(page.label)}
            </Anchor>
            {PURPOSE[page.key] && (
              <Text size="sm" c="gray.7" mt={6}>
                {PURPOSE[page.key]}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
