import type { NewLocation } from '@mhq/contract';
import { DEFAULT_HOURS } from '@mhq/domain';
import type { TestApp } from '../../test/harness';

// Calls of the Locations and Groups pages as a test makes them, and a location to add.

export type Answer = Awaited<ReturnType<TestApp['call']>>;

export function locationCalls(t: TestApp) {
  const post = (url: string, token: string, payload: unknown, method: 'POST' | 'PUT' | 'DELETE' = 'POST') =>
    t.call({ method, url: `/api/v1/multi-location/${url}`, payload: payload as object, token });
  return {
    list: (token: string, payload: unknown) => post('manage-locations', token, payload),
    detail: (token: string, locationId: number, payload: unknown) =>
      post(`manage-location-detail/${locationId}`, token, payload),
    groups: (token: string, office: number) => post('organization-dentist-groups', token, { dentistInfoId: office }),
    createGroup: (token: string, payload: unknown) => post('dentist-groups', token, payload),
    deleteGroups: (token: string, payload: unknown) => post('dentist-groups', token, payload, 'DELETE'),
    group: (token: string, groupId: number, office: number) =>
      post(`dentist-group-detail/${groupId}`, token, { dentistInfoId: office }),
    updateGroup: (token: string, groupId: number, payload: unknown) =>
      post(`dentist-group-detail/${groupId}`, token, payload, 'PUT'),
    deleteGroup: (token: string, groupId: number, office: number) =>
      post(`dentist-group-detail/${groupId}`, token, { dentistInfoId: office }, 'DELETE'),
  };
}

/** A location as the add-location form sends it. */
export function newLocation(over: Partial<NewLocation> = {}): NewLocation {
  return {
    officeName: 'Harbor East',
    email: 'east@harbor.demo.test',
    phone: '6195550303',
    address: { line1: '55 Bayfront Ct', line2: '', city: 'Chula Vista', state: 'CA', zip: '91910' },
    hours: DEFAULT_HOURS,
    payout: { mode: 'own' },
    ...over,
  };
}
