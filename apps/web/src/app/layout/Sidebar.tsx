import { NavLink } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { sidebarFor } from '@portal/shared/permissions';
import { NAV_ICONS, useNavLabel } from '../nav';
import classes from './layout.module.css';

interface SidebarProps {
  profile: number | null | undefined;
  onNavigate?: () => void;
}

/** Exactly `sidebarFor(profile)`, in the order of the shared table, each entry a real link (and nothing else). */
export function Sidebar({ profile, onNavigate }: SidebarProps) {
  const label = useNavLabel();
  const { pathname } = useLocation();
  const entries = sidebarFor(profile);
  return (
    // The browser's own scrolling (a phone's, a mouse's, the keyboard's): Mantine's ScrollArea was ~5 kB of every page.
    <div className={classes.navScroll}>
      <ul className={classes.navList}>
        {entries.map((entry) => {
          const Icon = NAV_ICONS[entry.id];
          const active = pathname === entry.path || pathname.startsWith(`${entry.path}/`);
          return (
            <li key={entry.id}>
              <NavLink
                component={RouterNavLink}
                to={entry.path}
                label={label(entry)}
                active={active}
                leftSection={Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : null}
                className={classes.navLink}
                onClick={onNavigate}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
