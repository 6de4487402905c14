import { call } from '../../app/api';

/** Invites already reported in this page load: a re-render or React's double effect counts one click once. */
const reported = new Set<string>();

/**
 * Tells the server that a patient opened an invite's link (the enrolment page calls it when `?invite=` is present).
 * Never throws and shows nothing: an unknown or malformed id must not get in the way of enrolling. Answers whether
 * the click was counted.
 */
export async function logInviteClick(inviteId: string): Promise<boolean> {
  const id = inviteId.trim();
  if (!id || reported.has(id)) return false;
  reported.add(id);
  try {
    await call('logClickedInvite', { params: { inviteId: id }, successToast: false });
    return true;
  } catch {
    return false;
  }
}
