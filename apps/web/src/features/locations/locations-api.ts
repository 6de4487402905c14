import type { GroupFields, LocationDetailRequest, NewLocation } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';

// The calls of the Locations and Groups pages. `officeId` is the office chosen in the top bar (the one acted from).

export const LOCATIONS_KEY = ['locations'] as const;

/** The organization's locations the user works in (closed ones too when asked). */
export function useLocations(officeId: number, includeClosed: boolean) {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'list', officeId, includeClosed],
    queryFn: ({ signal }) =>
      call('manageLocations', { body: { dentistInfoId: officeId, includeClosed }, signal, successToast: false }),
  });
}

/** Adds a location (the owner only); the list and groups are read again. */
export function useAddLocation(officeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (location: NewLocation) =>
      call('manageLocations', { body: { dentistInfoId: officeId, includeClosed: true, location } }),
    onSuccess: () => client.invalidateQueries({ queryKey: LOCATIONS_KEY }),
  });
}

/** One location, as the edit page reads it. */
export function useLocationDetail(officeId: number, locationId: number | null) {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'detail', officeId, locationId],
    enabled: locationId !== null,
    queryFn: ({ signal }) =>
      call('manageLocationDetail', {
        params: { id: locationId ?? 0 },
        body: { dentistInfoId: officeId, action: 'read' },
        signal,
        successToast: false,
      }),
  });
}

type Change = Exclude<LocationDetailRequest, { action: 'read' }>;

/** Saves, closes or reopens a location. */
export function useLocationChange(officeId: number, locationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: DistributiveOmit<Change, 'dentistInfoId'>) =>
      call('manageLocationDetail', {
        params: { id: locationId },
        body: { ...change, dentistInfoId: officeId } as LocationDetailRequest,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: LOCATIONS_KEY }),
  });
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The organization's groups of locations. */
export function useGroups(officeId: number) {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'groups', officeId],
    queryFn: ({ signal }) =>
      call('organizationGroups', { body: { dentistInfoId: officeId }, signal, successToast: false }),
  });
}

type GroupInput = Omit<GroupFields, 'dentistInfoId'>;

/** Creates, changes and deletes groups; the lists are read again after each. */
export function useGroupMutations(officeId: number) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: LOCATIONS_KEY });
  return {
    create: useMutation({
      mutationFn: (g: GroupInput) => call('createGroup', { body: { ...g, dentistInfoId: officeId } }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...g }: GroupInput & { id: number }) =>
        call('updateGroup', { params: { id }, body: { ...g, dentistInfoId: officeId } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (ids: number[]) =>
        ids.length === 1
          ? call('deleteGroup', { params: { id: ids[0] ?? 0 }, body: { dentistInfoId: officeId } })
          : call('deleteGroups', { body: { dentistInfoId: officeId, ids } }),
      onSuccess,
    }),
  };
}
