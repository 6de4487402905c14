import { Box, NavLink, Tooltip } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { activeNavLink, builtOnly, type NavItem, type NavLink as NavLinkDef } from '@mhq/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getToken } from '../session';
import { NavIcon } from './icons';

type Props = {
  items: NavItem[];
  /** The entry lit on the spec's dashboard paths (default: the first). */
  dashboardKey?: string;
  onNavigate?: () => void;
};

/**
 * The dark side menu of every signed-in area: only entries of built areas (nav-built.ts), one entry lit at a time
 * (nav-active.ts); open groups are remembered in session storage.
 */
export function SideNav({ items: menu, dashboardKey, onNavigate }: Props) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const items = builtOnly(menu);
  const current = activeNavLink(items, { pathname, search }, dashboardKey);
  const isActive = (link: NavLinkDef) => link === current;
  const [openGroups, setOpenGroups] = useSessionStorage<string[]>({ key: 'sideMenu', defaultValue: [] });

  const renderLink = (link: NavLinkDef, nested = false) => {
    const label = t(link.label);
    const common = {
      label,
      leftSection: nested ? undefined : <NavIcon name={link.icon} />,
      className: nested ? 'side-link side-link-nested' : 'side-link',
    };
    if (link.disabled) {
      return (
        <Tooltip key={link.key} label={link.tooltip ? t(link.tooltip) : label} position="right" withArrow>
          <Box
            className="side-link-disabled"
            tabIndex={0}
            role="link"
            aria-disabled="true"
            aria-label={`${label}. ${link.tooltip ? t(link.tooltip) : ''}`}
          >
            <NavLink component="div" {...common} tabIndex={-1} aria-hidden />
          </Box>
        </Tooltip>
      );
    }
    if (link.external) {
      return (
        <NavLink
          key={link.key}
          component="a"
          href={`${link.path}?jwt=${encodeURIComponent(getToken() ?? '')}`}
          {...common}
        />
      );
    }
    const active = isActive(link);
    return (
      <NavLink
        key={link.key}
        component={Link}
        to={link.path}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        {...common}
      />
    );
  };

  return (
    <Box className="side-nav-list">
      {items.map((item) => {
        if (item.kind === 'link') return renderLink(item);
        const opened = openGroups.includes(item.key) || item.children.some((c) => isActive(c));
        return (
          <NavLink
            key={item.key}
            component="button"
            type="button"
            aria-expanded={opened}
            label={t(item.label)}
            leftSection={<NavIcon name={item.icon} />}
            className="side-link"
            opened={opened}
            onChange={(open) =>
              setOpenGroups((groups) => (open ? [...groups, item.key] : groups.filter((g) => g !== item.key)))
            }
            childrenOffset={32}
          >
            {item.children.map((child) => renderLink(child, true))}
          </NavLink>
        );
      })}
    </Box>
  );
}
