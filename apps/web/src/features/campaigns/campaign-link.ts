import { call } from '../../app/api';

// What the public pages of a campaign's message do (the enrolment page opened with `?c=`, the unsubscribe page).

const reported = new Set<string>();

/** The recipient opened their message's link: reported once per page load; a failure never stops the enrolment. */
export async function logCampaignLinkOpened(token: string): Promise<boolean> {
  if (reported.has(token)) return false;
  reported.add(token);
  try {
    const answer = await call('campaignLinkOpened', { params: { token }, successToast: false });
    return answer.counted;
  } catch {
    return false;
  }
}

export const fetchUnsubscribePage = (token: string, signal?: AbortSignal) =>
  call('unsubscribePage', { params: { token }, signal, successToast: false });

export const confirmUnsubscribe = (token: string) => call('unsubscribe', { params: { token }, successToast: false });
