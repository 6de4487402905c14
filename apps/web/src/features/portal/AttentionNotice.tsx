import { Alert, List, Text } from '@mantine/core';
import type { HouseholdAttentionKind } from '@mhq/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { namesList, type PortalHousehold } from './household';
import { HOUSEHOLD_TEXTS } from './household-texts';
import { usePortalTexts } from './portal-language';

/** Kinds about money or a stopped plan: the notice is orange; the rest only need a look. */
const URGENT: readonly HouseholdAttentionKind[] = ['delinquent', 'late_payment', 'card_expired', 'no_method'];

/**
 * What the household should act on first, at the top of the dashboard: the most urgent item as the notice's title,
 * any others under it. Nothing at all when all is well.
 */
export function AttentionNotice({ household }: { household: PortalHousehold }) {
  const t = usePortalTexts(HOUSEHOLD_TEXTS);
  const [first, ...rest] = household.attention;
  if (!first) return null;
  const firstNames = new Map(household.members.map((m) => [m.memberId, m.firstName]));
  const say = (a: { kind: HouseholdAttentionKind; memberIds: number[] }) =>
    t.attention[a.kind](
      namesList(
        a.memberIds.map((id) => firstNames.get(id) ?? ''),
        t.and,
      ),
    );
  const urgent = URGENT.includes(first.kind);
  return (
    <Alert
      color={urgent ? 'orange' : 'blue'}
      variant="light"
      title={t.attentionTitle}
      icon={<IconAlertTriangle aria-hidden />}
      role={urgent ? 'alert' : 'status'}
      mb="lg"
      styles={{ title: { color: urgent ? '#9a3412' : '#1e3a8a' } }}
    >
      <Text size="sm">{say(first)}</Text>
      {rest.length > 0 && (
        <List size="sm" mt="xs">
          {rest.map((a) => (
            <List.Item key={a.kind}>{say(a)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
