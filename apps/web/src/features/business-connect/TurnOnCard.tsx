import { Alert, Anchor, Button, Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsOf, userMessageOf } from '../../app/api';
import { useMayInOffice } from '../../app/office-permissions';
import { tenant } from '../../app/tenant';
import { useTurnOn } from './bc-api';
import { bcText } from './bc-texts';

/** Mantine's error red is too light for small text on white (WCAG AA): the darker shade. */
const ERROR_STYLE = { error: { color: 'var(--mantine-color-red-9)' } };

/** The switch: both documents accepted (each linked, opening in a new tab), then on, and on to the program's page. */
export function TurnOnCard({ officeId }: { officeId: number }) {
  const t = bcText(tenant);
  const may = useMayInOffice();
  const navigate = useNavigate();
  const [terms, setTerms] = useState(false);
  const [addendum, setAddendum] = useState(false);
  const [tried, setTried] = useState(false);
  const turnOn = useTurnOn(officeId, () => navigate('/account/business-connect'));
  const errors = fieldErrorsOf(turnOn.error);
  if (!may('managePlans')) return <Alert color="gray">{t.mayNotChange}</Alert>;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="bc-turn-on">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (!terms || !addendum) return;
          turnOn.mutate({ acceptTerms: terms, acceptAddendum: addendum });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="bc-turn-on">
            {t.turnOn}
          </Title>
          <Text size="sm" c="gray.7">
            Please read both documents. Accepting them records your name and the time for your office.
          </Text>
          <Checkbox
            styles={ERROR_STYLE}
            checked={terms}
            onChange={(e) => setTerms(e.currentTarget.checked)}
            label={
              <>
                {t.acceptTerms} (
                <Anchor href="/business-connect-terms" target="_blank" rel="noreferrer" underline="always">
                  {t.readTerms}
                </Anchor>
                )
              </>
            }
            error={(tried && !terms ? 'Please accept the BusinessConnect terms' : undefined) ?? errors.acceptTerms}
          />
          <Checkbox
            styles={ERROR_STYLE}
            checked={addendum}
            onChange={(e) => setAddendum(e.currentTarget.checked)}
            label={
              <>
                {t.acceptAddendum} (
                <Anchor href="/business-connect-addendum" target="_blank" rel="noreferrer" underline="always">
                  {t.readAddendum}
                </Anchor>
                )
              </>
            }
            error={
              (tried && !addendum ? 'Please accept the BusinessConnect addendum' : undefined) ?? errors.acceptAddendum
            }
          />
          {turnOn.isError && !errors.acceptTerms && !errors.acceptAddendum && (
            <Alert color="red">{userMessageOf(turnOn.error)}</Alert>
          )}
          <div>
            <Button type="submit" loading={turnOn.isPending}>
              {t.turnOn}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
