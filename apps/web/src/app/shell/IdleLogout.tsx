import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatCountdown, IDLE_PROMPT_MS, idleTimeoutFor, isIdleExempt, isIdleLogoutEnabled } from '@mhq/domain';
import { IconClockHour4 } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../current-user';
import { useSessionActions } from './use-session-actions';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/** A localStorage number that may only shorten a timer (test setting; never lengthens it). */
function shortened(key: string, fallback: number): number {
  const value = Number(localStorage.getItem(key));
  return Number.isFinite(value) && value > 0 ? Math.min(value, fallback) : fallback;
}

/**
 * Inactivity logout (spec 01 section 4): after the idle timeout a warning with an m:ss countdown;
 * Continue Session keeps the session, at zero the user is signed out. Platform admins are exempt,
 * and dev hosts only time out with localStorage devCanTimeout = 'true'.
 */
export function IdleLogout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const devCanTimeout = localStorage.getItem('devCanTimeout') === 'true';
  const enabled = !isIdleExempt(user.type) && isIdleLogoutEnabled(window.location.hostname, devCanTimeout);
  if (!enabled) return null;
  return <IdleWatcher timeoutMs={shortened('idleTimeoutMs', idleTimeoutFor(pathname))} />;
}

function IdleWatcher({ timeoutMs }: { timeoutMs: number }) {
  const { t } = useTranslation();
  const { logOut } = useSessionActions();
  const promptMs = shortened('idlePromptMs', IDLE_PROMPT_MS);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const idleTimer = useRef<number | undefined>(undefined);
  const prompting = deadline !== null;

  const restart = useCallback(() => {
    window.clearTimeout(idleTimer.current);
    idleTimer.current = window.setTimeout(() => {
      const start = Date.now();
      setNow(start);
      setDeadline(start + promptMs);
    }, timeoutMs);
  }, [timeoutMs, promptMs]);

  // Activity restarts the idle timer, except while the warning shows: only the button continues then.
  useEffect(() => {
    if (prompting) return;
    restart();
    const onActivity = () => restart();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    return () => {
      window.clearTimeout(idleTimer.current);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
    };
  }, [prompting, restart]);

  useEffect(() => {
    if (deadline === null) return;
    const tick = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(tick);
  }, [deadline]);

  const remaining = deadline === null ? promptMs : deadline - now;
  useEffect(() => {
    if (deadline !== null && remaining <= 0) {
      setDeadline(null);
      void logOut('idle');
    }
  }, [deadline, remaining, logOut]);

  return (
    <Modal
      opened={prompting}
      onClose={() => setDeadline(null)}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('idle.title')}
      aria-describedby="idle-countdown"
    >
      <Stack align="center" ta="center" gap="sm">
        <IconClockHour4 size={44} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
        <Text id="idle-countdown">
          {t('idle.body')}{' '}
          <Text span fw={700} ff="monospace" fz="lg" data-testid="idle-countdown" aria-live="off">
            {formatCountdown(remaining)}
          </Text>
        </Text>
        <Group mt="sm">
          <Button variant="default" onClick={() => void logOut('logged-out')}>
            {t('idle.logOut')}
          </Button>
          <Button onClick={() => setDeadline(null)} data-autofocus>
            {t('idle.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
