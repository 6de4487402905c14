import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PublicOfficeResponse, PublicPlan } from '@mhq/contract';
import { formatMoney, formatPhone } from '@mhq/domain';
import { IconPrinter } from '@tabler/icons-react';
import { Fragment } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { marketingText as t } from './marketing-texts';
import { enrollmentUrl } from './use-marketing';

/** Who a plan is for, from its age group and limits: 'Ages 4–12', 'Ages 13 and up', 'Adults'. */
export function audienceOf(plan: Pick<PublicPlan, 'minAge' | 'maxAge' | 'subscription_age_group'>): string {
  const { minAge, maxAge } = plan;
  if (minAge !== null && maxAge !== null) return `Ages ${minAge}–${maxAge}`;
  if (minAge !== null && minAge > 0) return `Ages ${minAge} and up`;
  if (maxAge !== null) return `Up to age ${maxAge}`;
  return plan.subscription_age_group === 'child' ? 'Children' : 'Adults';
}

/** A long address may break after each slash rather than in the middle of a word. */
const withBreaks = (url: string) => {
  const parts = url.split(/(?<=\/)/);
  let at = 0;
  return parts.map((part, i) => {
    const key = at;
    at += part.length;
    return (
      <Fragment key={key}>
        {part}
        {i < parts.length - 1 && <wbr />}
      </Fragment>
    );
  });
};

const price = (offered: boolean, cents: number, per: string) =>
  offered && cents > 0 ? `${formatMoney(cents)} ${per}` : null;

/** The page itself: the office, its plans and prices, and where to enroll. The same on screen and on paper. */
function Sheet({ data, headingLevel }: { data: PublicOfficeResponse; headingLevel: 2 | 3 }) {
  const { office } = data;
  const url = enrollmentUrl(office.slug);
  const H = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <article className="print-sheet" aria-label={t.printTitle}>
      <header className="print-sheet-header">
        {office.logo && <img src={office.logo} alt="" className="print-sheet-logo" />}
        <div>
          <H className="print-sheet-office">{office.officeName}</H>
          <p className="print-sheet-contact">
            {[office.address, office.phone ? formatPhone(office.phone) : null, office.email]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </header>
      <Sub className="print-sheet-heading">{data.programName || t.sheetHeading}</Sub>
      <p className="print-sheet-lead">{data.programDescription || t.sheetLead}</p>
      <table className="print-sheet-plans">
        <thead>
          <tr>
            <th scope="col">{t.plan}</th>
            <th scope="col">{t.forWhom}</th>
            <th scope="col">{t.monthly}</th>
            <th scope="col">{t.yearly}</th>
          </tr>
        </thead>
        <tbody>
          {data.plans.map((plan) => (
            <tr key={plan.id}>
              <th scope="row">
                <span className="print-sheet-plan">{plan.name}</span>
                {plan.description && <span className="print-sheet-desc">{plan.description}</span>}
              </th>
              <td data-label={t.forWhom}>{audienceOf(plan)}</td>
              <td data-label={t.monthly}>
                {price(plan.showOnEnrollmentMonthly, plan.pricing.monthly, '/ month') ?? t.notOffered}
              </td>
              <td data-label={t.yearly}>
                {price(plan.showOnEnrollmentAnnual, plan.pricing.annually, '/ year') ?? t.notOffered}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="print-sheet-enroll">
        <p>{t.enrollAt}</p>
        <p className="print-sheet-url">{withBreaks(url)}</p>
        <p>{t.askUs}</p>
      </div>
      <p className="print-sheet-disclaimer">{tenant.notInsuranceDisclaimer}</p>
    </article>
  );
}

/**
 * 'Printable Enrollment Form': a preview and a Print button. What prints is a copy of the sheet placed beside the
 * app (hidden on screen); the print stylesheet hides everything else, so no shell, menu or button reaches paper.
 */
export function PrintableForm({ data }: { data: PublicOfficeResponse }) {
  const empty = data.plans.length === 0;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="printable-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <div>
            <Title order={2} size="h4" id="printable-title">
              {t.printTitle}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {t.printLead}
            </Text>
          </div>
          <Button onClick={() => window.print()} disabled={empty} leftSection={<IconPrinter size={16} aria-hidden />}>
            {t.print}
          </Button>
        </Group>
        {empty ? (
          <Alert color="gray">
            {t.noPlans}{' '}
            <Anchor component={Link} to="/account/manage-plans">
              {t.managePlans}
            </Anchor>
          </Alert>
        ) : (
          <div className="print-preview">
            <Sheet data={data} headingLevel={3} />
          </div>
        )}
      </Stack>
      {!empty &&
        createPortal(
          <div className="print-root" aria-hidden>
            <Sheet data={data} headingLevel={2} />
          </div>,
          document.body,
        )}
    </Card>
  );
}
