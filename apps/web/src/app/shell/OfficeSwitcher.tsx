import { Button, Menu } from '@mantine/core';
import { hasMasterDashboard, MASTER_DASHBOARD_PATH, membersPath } from '@mhq/domain';
import {
  IconBuildingCommunity,
  IconBuildingHospital,
  IconCheck,
  IconChevronDown,
  IconLayoutGrid,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setCookie } from '../cookies';
import { useCurrentUser } from '../current-user';
import { tenant } from '../tenant';

/** The offices the user works in: the current one first, then the others. */
function officesOf(user: ReturnType<typeof useCurrentUser>) {
  const current = user.dentistInfo ? [{ id: user.dentistInfo.id, officeName: user.dentistInfo.officeName }] : [];
  return [...current, ...user.otherOffices.filter((o) => o.id !== user.dentistInfo?.id)];
}

/** Switching office sets the active-office cookie and reloads the members dashboard. */
export function OfficeSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const offices = officesOf(user);
  if (offices.length === 0) return null;
  const currentId = user.dentistInfo?.id;

  const switchTo = (id: number) => {
    setCookie('officeId', String(id));
    window.location.assign(tenant.officeDashboardPath);
  };

  return (
    <Menu position="bottom-end" width={280} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          radius="xl"
          leftSection={<IconBuildingHospital size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`${t('top.switchOffice')}: ${user.dentistInfo?.officeName ?? ''}`}
          maw={260}
        >
          <span className="truncate">{user.dentistInfo?.officeName ?? t('top.office')}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {offices.map((o) => (
          <Menu.Item
            key={o.id}
            onClick={() => switchTo(o.id)}
            rightSection={o.id === currentId ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={o.id === currentId ? 'true' : undefined}
          >
            {o.officeName}
          </Menu.Item>
        ))}
        {offices.length > 1 && (
          <Menu.Item
            className="menu-item-separated"
            leftSection={<IconBuildingCommunity size={16} aria-hidden />}
            onClick={() => navigate(`${membersPath(tenant)}?locations=all`)}
          >
            {t('top.allLocations')}
          </Menu.Item>
        )}
        {hasMasterDashboard(offices.length) && (
          <Menu.Item
            className="menu-item-separated"
            leftSection={<IconLayoutGrid size={16} aria-hidden />}
            onClick={() => window.location.assign(MASTER_DASHBOARD_PATH)}
          >
            {t('top.masterDashboard')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
