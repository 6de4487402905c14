import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_USER_POLL_MS,
  formatCountdown,
  IDLE_PROMPT_MS,
  IDLE_TIMEOUT_LONG_MS,
  IDLE_TIMEOUT_MS,
  idleTimeoutFor,
  isIdleLogoutEnabled,
  SEARCH_DEBOUNCE_MS,
  TOAST_AUTO_CLOSE_MS,
} from './session';

const MINUTE = 60 * 1000;

describe('shell timings (spec 01 section 9)', () => {
  it('times out after 15 minutes idle, with a 5-minute prompt (900000 ms and 300000 ms)', () => {
    expect(IDLE_TIMEOUT_MS).toBe(900_000);
    expect(IDLE_PROMPT_MS).toBe(300_000);
    expect(IDLE_TIMEOUT_LONG_MS).toBe(60 * MINUTE);
  });

  it('polls the current user every 60 seconds, closes toasts after 5 s, debounces search by 500 ms', () => {
    expect(CURRENT_USER_POLL_MS).toBe(60_000);
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
});

describe('idleTimeoutFor', () => {
  it('allows 60 minutes on enrolment, checkout and setup pages', () => {
    const long = [
      '/enroll',
      '/enroll/practice',
      '/checkout',
      '/office-enroll',
      '/signup/my-hq',
      '/subscribe',
      '/single-setup',
      '/multi-setup',
      '/account/patient-signup',
      '/external-patient-signup',
      '/dentist-new/signup',
      '/dentist-new/get-started',
    ];
    for (const path of long) expect(idleTimeoutFor(path), path).toBe(60 * MINUTE);
  });

  it('allows 15 minutes everywhere else', () => {
    const short = ['/dentist-new/members', '/account/dashboard', '/admin/dentists', '/account/settings/billing', '/'];
    for (const path of short) expect(idleTimeoutFor(path), path).toBe(15 * MINUTE);
  });

  it('does not take a page for an enrolment page because the word appears further along', () => {
    expect(idleTimeoutFor('/admin/enroll')).toBe(15 * MINUTE);
    expect(idleTimeoutFor('/account/members/checkout')).toBe(15 * MINUTE);
  });
});

describe('isIdleLogoutEnabled', () => {
  it('is off on localhost, with or without a port', () => {
    for (const host of ['localhost', 'localhost:3000', 'LOCALHOST:5173', '127.0.0.1', '127.0.0.1:3000']) {
      expect(isIdleLogoutEnabled(host, false), host).toBe(false);
    }
  });

  it('is off on the IPv6 loopback address, with or without a port', () => {
    expect(isIdleLogoutEnabled('[::1]', false)).toBe(false);
    expect(isIdleLogoutEnabled('[::1]:5173', false)).toBe(false);
  });

  it('is off on dev, qa and demo hosts', () => {
    for (const host of ['dev.dentalhq.example', 'app-qa.visionhq.example', 'demo.dentalhq.example:8443', 'qa-2.x.io']) {
      expect(isIdleLogoutEnabled(host, false), host).toBe(false);
    }
  });

  it('is on for production hosts, including ones merely containing the letters dev, qa or demo', () => {
    for (const host of ['app.dentalhq.example', 'app.visionhq.example:443', 'devices.example', 'demographics.io']) {
      expect(isIdleLogoutEnabled(host, false), host).toBe(true);
    }
  });

  it('is on everywhere when devCanTimeout is set', () => {
    for (const host of ['localhost:3000', 'dev.dentalhq.example', 'demo.visionhq.example', 'app.dentalhq.example']) {
      expect(isIdleLogoutEnabled(host, true), host).toBe(true);
    }
  });
});

describe('formatCountdown', () => {
  it('shows the 5-minute prompt as 5:00 and counts down in m:ss', () => {
    expect(formatCountdown(IDLE_PROMPT_MS)).toBe('5:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(59_000)).toBe('0:59');
    expect(formatCountdown(10_000)).toBe('0:10');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('rounds a part-second up, so 0:00 appears only when the time is up', () => {
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(59_001)).toBe('1:00');
  });

  it('shows 0:00 for time already past', () => {
    expect(formatCountdown(-5000)).toBe('0:00');
  });

  it('shows minutes beyond an hour without wrapping', () => {
    expect(formatCountdown(IDLE_TIMEOUT_LONG_MS)).toBe('60:00');
  });

  it('always answers m:ss', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 100_000_000 }), (ms) => {
        expect(formatCountdown(ms)).toMatch(/^\d+:[0-5]\d$/);
      }),
    );
  });

  it('round-trips whole seconds, and any part-second counts as the next second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 999 }), (seconds, less) => {
        const [m, s] = formatCountdown(seconds * 1000)
          .split(':')
          .map(Number);
        expect((m ?? 0) * 60 + (s ?? 0)).toBe(seconds);
        if (seconds > 0) expect(formatCountdown(seconds * 1000 - less)).toBe(formatCountdown(seconds * 1000));
      }),
    );
  });
});
