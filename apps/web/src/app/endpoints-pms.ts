/** The practice-management system's calls (issue 28), spread into ROUTES (endpoints.ts), which checks them. */
export const PMS_ROUTES = {
  getPmsSupported: ['GET', '/sikka-connect/getPMSSupported'],
  initiatePmsConnection: ['POST', '/dentists/initiatePMSConnection'],
  disconnectPmsConnection: ['POST', '/dentists/disconnectPMSConnection'],
  toggleWriteAbilities: ['POST', '/sikka-connect/toggleWriteAbilities'],
  toggleNotifyUninsured: ['POST', '/sikka-connect/toggleNotifyUninsured'],
  setProviderPayment: ['POST', '/sikka-connect/setProviderPayment'],
  getProviderPayment: ['GET', '/sikka-connect/getProviderPayment/{id}'],
  matchNewMembers: ['POST', '/sikka-connect/matchNewMembers'],
  setChartMatch: ['POST', '/sikka-connect/setChartMatch'],
  removeChartMatch: ['POST', '/sikka-connect/removeChartMatch'],
  pmsMatches: ['GET', '/sikka-connect/matches'],
  pmsPatientSearch: ['GET', '/sikka-connect/patients'],
  pmsUninsured: ['GET', '/sikka-connect/uninsured'],
  memberBenefits: ['GET', '/offices/{officeId}/members/{memberId}/benefits'],
  recallList: ['GET', '/sikka-connect/recall'],
  patientBenefits: ['GET', '/users/{id}/patient/benefits'],
} as const;
