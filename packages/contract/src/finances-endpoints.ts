import { endpoint } from './endpoint';
import { FinancesParams, FinancesResponse } from './finances';

/** A member's payment history for the front desk (issue 8): the household's, or one member's lines only. */
export const financesEndpoints = {
  memberFinances: endpoint({
    method: 'POST',
    path: '/office/{id}/members/finances/{userId}/1970',
    summary: "Every charge of the member's household, newest first, with its lines (who, what period, fees)",
    tag: 'billing',
    auth: true,
    params: FinancesParams,
    response: FinancesResponse,
    example: { params: { id: 1, userId: 1 } },
  }),
  memberFinancesSingle: endpoint({
    method: 'POST',
    path: '/office/{id}/members/finances/{userId}/1970/single',
    summary: 'The charges that paid for this one member, with only their lines',
    tag: 'billing',
    auth: true,
    params: FinancesParams,
    response: FinancesResponse,
    example: { params: { id: 1, userId: 1 } },
  }),
} as const;
