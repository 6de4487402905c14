import { Alert } from '@mantine/core';
import { tenant } from '../../app/tenant';
import { PageHeader } from '../../ui/PageHeader';
import { bcText } from './bc-texts';

/** What a BusinessConnect page says on a brand without the program (its menu does not show it either). */
export function NotOffered() {
  const t = bcText(tenant);
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title="BusinessConnect" />
      <Alert color="gray" title={t.notOffered.title} maw={720}>
        {t.notOffered.body}
      </Alert>
    </>
  );
}

export const bcOffered = () => tenant.featureFlags.includes('businessConnect');
