import './notices.css';
import { Box, CloseButton, Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import { dismissedNoticesKey, dismissNotice, noticesToShow, parseDismissedNotices } from '@mhq/domain';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '../../current-user';
import { NoticeRegistryContext, type ShellNoticeEntry } from './notice-context';

function readDismissed(userId: number) {
  try {
    return parseDismissedNotices(localStorage.getItem(dismissedNoticesKey(userId)));
  } catch {
    return {};
  }
}

/** Holds the notices the shell, its features and the page declare (see ShellNotice). */
export function NoticeProvider({ children }: { children: (notices: ShellNoticeEntry[]) => ReactNode }) {
  const [notices, setNotices] = useState<ShellNoticeEntry[]>([]);
  const put = useCallback(
    (entry: ShellNoticeEntry) => setNotices((list) => [...list.filter((n) => n.id !== entry.id), entry]),
    [],
  );
  const remove = useCallback((id: string) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const registry = useMemo(() => ({ put, remove }), [put, remove]);
  return <NoticeRegistryContext.Provider value={registry}>{children(notices)}</NoticeRegistryContext.Provider>;
}

/**
 * One notice area above every page: the most urgent notice, the others behind 'n more'. Each can be dismissed;
 * the dismissal is kept per user and per version of the notice, so a changed notice comes back.
 */
export function NoticeArea({ notices }: { notices: ShellNoticeEntry[] }) {
  const user = useCurrentUser();
  const [dismissed, setDismissed] = useState(() => readDismissed(user.id));
  const [expanded, setExpanded] = useState(false);
  const shown = noticesToShow(notices, dismissed);
  if (shown.length === 0) return null;

  const dismiss = (notice: ShellNoticeEntry) => {
    notice.onDismiss?.();
    const next = dismissNotice(dismissed, notice);
    setDismissed(next);
    try {
      localStorage.setItem(dismissedNoticesKey(user.id), JSON.stringify(next));
    } catch {
      // Storage refused (private browsing): the notice stays hidden for this page view only.
    }
  };
  const [first, ...rest] = shown;
  if (!first) return null;
  const more = rest.length > 0 && (
    <UnstyledButton
      className="notice-more"
      onClick={() => setExpanded((e) => !e)}
      aria-expanded={expanded}
      data-expanded={expanded || undefined}
    >
      {expanded ? 'Show fewer notices' : `${rest.length} more ${rest.length === 1 ? 'notice' : 'notices'}`}
      <IconChevronDown size={14} aria-hidden className="notice-more-chevron" />
    </UnstyledButton>
  );
  return (
    <section className="notice-area" aria-label="Notices" data-expanded={expanded || undefined}>
      <NoticeRow notice={first} onDismiss={dismiss} more={more} />
      {rest.length > 0 && (
        <Collapse expanded={expanded}>
          {rest.map((n) => (
            <NoticeRow key={n.id} notice={n} onDismiss={dismiss} />
          ))}
        </Collapse>
      )}
    </section>
  );
}

type RowProps = { notice: ShellNoticeEntry; onDismiss: (n: ShellNoticeEntry) => void; more?: ReactNode };

/** One notice: its text (the title names it for screen readers), its action, and on the first row the 'n more' toggle. */
function NoticeRow({ notice, onDismiss, more }: RowProps) {
  return (
    <Box
      className="notice-row"
      data-kind={notice.kind}
      role="group"
      aria-label={notice.title}
      style={{ '--notice-accent': notice.color }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span className="notice-icon">{notice.icon}</span>
        <Box flex={1} miw={0}>
          <Text size="sm" c="dark.8" className="notice-text">
            {notice.body}
          </Text>
          {(notice.action || more) && (
            <Group gap="lg" className="notice-action" wrap="nowrap">
              {notice.action}
              {more}
            </Group>
          )}
        </Box>
        <CloseButton size="sm" onClick={() => onDismiss(notice)} aria-label={`Dismiss: ${notice.title}`} />
      </Group>
    </Box>
  );
}
