import {
  IconActivity,
  IconBug,
  IconBuildingBank,
  IconBuildingStore,
  IconChartBar,
  IconCoins,
  IconCreditCard,
  IconFileAnalytics,
  IconHelpCircle,
  IconHistory,
  IconLayoutDashboard,
  IconListDetails,
  IconMail,
  IconMessage,
  IconMessages,
  IconReceipt,
  IconRocket,
  IconSettings,
  IconShieldLock,
  IconStar,
  IconStethoscope,
  IconTarget,
  IconTicket,
  IconUser,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type IconProps = { size?: number; stroke?: number; 'aria-hidden'?: boolean };

/** Icon names used by @mhq/domain's menus. */
const ICONS: Record<string, ComponentType<IconProps>> = {
  activity: IconActivity,
  bank: IconBuildingBank,
  building: IconBuildingStore,
  bug: IconBug,
  card: IconCreditCard,
  chart: IconChartBar,
  coins: IconCoins,
  community: IconUsersGroup,
  dashboard: IconLayoutDashboard,
  help: IconHelpCircle,
  history: IconHistory,
  mail: IconMail,
  message: IconMessage,
  messages: IconMessages,
  plans: IconListDetails,
  receipt: IconReceipt,
  report: IconFileAnalytics,
  rocket: IconRocket,
  settings: IconSettings,
  shield: IconShieldLock,
  star: IconStar,
  stethoscope: IconStethoscope,
  target: IconTarget,
  ticket: IconTicket,
  user: IconUser,
  userPlus: IconUserPlus,
  users: IconUsers,
};

export function NavIcon({ name }: { name: string | undefined }) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : null;
}
