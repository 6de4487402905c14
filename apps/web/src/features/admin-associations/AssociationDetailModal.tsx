import { Badge, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../app/api';
import { ListStates } from '../../ui/ListStates';

/** An association's users and the offices that signed up through it. */
export function AssociationDetailModal({
  associationId,
  onClose,
}: {
  associationId: number | null;
  onClose: () => void;
}) {
  const detail = useQuery({
    queryKey: ['admin', 'associations', 'detail', associationId],
    queryFn: ({ signal }) => call('adminAssociation', { params: { associationId: associationId ?? 0 }, signal }),
    enabled: associationId !== null,
  });
  const d = detail.data;
  return (
    <Modal opened={associationId !== null} onClose={onClose} title={d?.association.name ?? 'Association'} size="lg">
      <ListStates
        query={detail}
        loading="Loading the association"
        failed="The association could not be loaded"
        isEmpty={false}
        empty=""
      />
      {d && (
        <Stack>
          <div>
            <Title order={3} size="h5" mb={4}>
              Users ({d.people.length})
            </Title>
            {d.people.length === 0 ? (
              <Text size="sm" c="gray.7">
                No user signs in for this association yet.
              </Text>
            ) : (
              <List size="sm" spacing={4}>
                {d.people.map((p) => (
                  <List.Item key={p.id}>
                    {p.name} · {p.email}{' '}
                    {!p.active && (
                      <Badge color="gray" size="sm">
                        Inactive
                      </Badge>
                    )}
                  </List.Item>
                ))}
              </List>
            )}
          </div>
          <div>
            <Title order={3} size="h5" mb={4}>
              Offices ({d.officeList.length})
            </Title>
            {d.officeList.length === 0 ? (
              <Text size="sm" c="gray.7">
                No office has signed up through this association yet.
              </Text>
            ) : (
              <List size="sm" spacing={4}>
                {d.officeList.map((o) => (
                  <List.Item key={o.id}>
                    <Link to={`/admin/dentist-history/${o.id}`}>{o.name}</Link> · {o.organization}
                  </List.Item>
                ))}
              </List>
            )}
          </div>
        </Stack>
      )}
    </Modal>
  );
}
