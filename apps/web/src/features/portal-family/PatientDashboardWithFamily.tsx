import { PatientDashboardPage } from '../patients/PatientDashboardPage';
import type { PortalHousehold } from '../portal/household';
import { AddFamilyMember } from './AddFamilyMember';

/** The dashboard's household action: the account owner adds a family member (beside the household's title). */
export const familyHouseholdAction = (household: PortalHousehold) => (
  <AddFamilyMember officeId={household.office.id} buttonProps={{ variant: 'light' }} />
);

/** The patient's dashboard with 'Add a family member' in its household slot. */
export function PatientDashboardWithFamily() {
  return <PatientDashboardPage householdActions={familyHouseholdAction} />;
}
