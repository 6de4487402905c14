import { call } from '../../app/api';
import { PracticePicker } from '../../ui/PracticePicker';

/** The public search of practices an organizer may ask for a group (any open practice that finished onboarding). */
const find = async (search: string, signal: AbortSignal) =>
  (await call('communityOfficeSearch', { query: { search }, signal, successToast: false })).offices;

/** Finds the practice an organizer asks, by name, city or ZIP (at least 2 letters), and picks one. */
export function CommunityPracticePicker(props: {
  value: string;
  onChange: (slug: string) => void;
  error?: string | undefined;
}) {
  return (
    <PracticePicker
      {...props}
      find={find}
      minLength={2}
      label="Practice your group's members will enroll with"
      noneFound={(search) => `No practice matches “${search}”.`}
    />
  );
}
