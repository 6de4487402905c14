import { mayInOffice, type OfficeAction } from '@mhq/domain';
import { useCurrentUser } from './current-user';

/**
 * What the signed-in user may do in the office they are working in, by the office permission matrix of
 * @mhq/domain (the one the server's guard enforces): menus and buttons show only what the user may do.
 */
export function useMayInOffice(): (action: OfficeAction) => boolean {
  const user = useCurrentUser();
  const link = { isOwner: user.owner, planCoordinator: user.planCoordinator };
  return (action) => mayInOffice(user.type, link, action);
}
