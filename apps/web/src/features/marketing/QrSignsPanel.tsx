import { Alert, Anchor, Button, Card, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  DocumentLanguage,
  EnrollmentDocumentId,
  EnrollmentDocumentType,
  PublicOfficeResponse,
} from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { IconDownload, IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { QR_DOCUMENTS, qrDocument, qrSignText as t } from './qr-sign-texts';
import { SignPreview } from './SignPreview';
import { fetchQrSign, printPdf, type QrSignRequest, saveFile, signFileName } from './use-qr-signs';

type Action = 'download' | 'print' | 'png';

/** What a sign's preview lists: each plan with its lowest price, as the sign prints it. */
export function previewPlans(data: PublicOfficeResponse, language: DocumentLanguage) {
  return data.plans.map((p) => {
    const monthly = p.showOnEnrollmentMonthly && p.pricing.monthly > 0 ? p.pricing.monthly : null;
    const yearly = p.showOnEnrollmentAnnual && p.pricing.annually > 0 ? p.pricing.annually : null;
    return {
      id: p.id,
      name: (language === 'es' && p.spanishName.trim()) || p.name,
      price: monthly !== null ? formatMoney(monthly) : yearly !== null ? formatMoney(yearly) : '',
    };
  });
}

/**
 * 'QR signs': the office picks a sign and a language, sees a preview with the real QR code, and downloads or prints
 * the PDF the server makes (its logo, plans, prices and a code to its enrolment page in that language).
 */
export function QrSignsPanel({ data }: { data: PublicOfficeResponse }) {
  const [document, setDocument] = useState<EnrollmentDocumentId>('counter-sign');
  const [language, setLanguage] = useState<DocumentLanguage>('en');
  const req: QrSignRequest = { officeId: data.office.id, document, language };
  const chosen = qrDocument(document);
  const noPlans = data.plans.length === 0;

  const run = useMutation({
    mutationFn: async ({ action, request }: { action: Action; request: QrSignRequest }) => {
      const type: EnrollmentDocumentType = action === 'png' ? 'png' : 'pdf';
      const blob = await fetchQrSign(request, type);
      if (action === 'print') printPdf(blob);
      else saveFile(blob, signFileName(data.office.slug, request, type));
    },
    onError: (error) => {
      const message = userMessageOf(error);
      if (message) notifications.show({ color: 'red', title: t.failed, message });
    },
  });
  const busy = (action: Action) => run.isPending && run.variables?.action === action;
  const start = (action: Action) => run.mutate({ action, request: req });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="qr-signs-title">
      <Stack gap="lg">
        <div>
          <Title order={2} size="h4" id="qr-signs-title">
            {t.title}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t.lead}
          </Text>
        </div>
        {noPlans && (
          <Alert color="gray">
            {t.noPlans}{' '}
            <Anchor component={Link} to="/account/manage-plans">
              {t.managePlans}
            </Anchor>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="lg">
            <Radio.Group
              label={t.documentLabel}
              value={document}
              onChange={(v) => setDocument(v as EnrollmentDocumentId)}
            >
              <Stack gap="xs" mt="xs">
                {QR_DOCUMENTS.map((d) => (
                  <Radio.Card key={d.id} value={d.id} radius="md" p="sm" className="qr-doc-card">
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator mt={2} />
                      <div>
                        <Text fw={600} size="sm">
                          {d.name} <span className="qr-doc-size">· {d.size}</span>
                        </Text>
                        <Text size="xs" c="gray.7">
                          {d.use}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            <Radio.Group
              label={t.languageLabel}
              description={language === 'es' ? t.spanishNote : undefined}
              value={language}
              onChange={(v) => setLanguage(v === 'es' ? 'es' : 'en')}
            >
              <Group gap="lg" mt="xs">
                <Radio value="en" label={t.english} />
                <Radio value="es" label={t.spanish} lang="es" />
              </Group>
            </Radio.Group>
          </Stack>
          <Stack gap="md" align="stretch">
            <SignPreview
              data={data}
              document={chosen}
              language={language}
              plans={previewPlans(data, language)}
              brand={tenant.id}
            />
            <Group gap="sm" justify="center">
              <Button
                onClick={() => start('download')}
                loading={busy('download')}
                disabled={noPlans || (run.isPending && !busy('download'))}
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t.download}
              </Button>
              <Button
                variant="default"
                onClick={() => start('print')}
                loading={busy('print')}
                disabled={noPlans || (run.isPending && !busy('print'))}
                leftSection={<IconPrinter size={16} aria-hidden />}
              >
                {t.print}
              </Button>
            </Group>
            <Group gap="xs" justify="center" wrap="wrap">
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => start('png')}
                loading={busy('png')}
                disabled={run.isPending && !busy('png')}
                leftSection={<IconQrcode size={16} aria-hidden />}
              >
                {t.downloadQr}
              </Button>
              <Text size="xs" c="gray.7">
                {t.qrOnlyHint}
              </Text>
            </Group>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
