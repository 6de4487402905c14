// The office's words for the cancellations households ask for from their portal (issue 22, 'Leave').

export const cancellationRequestsText = {
  title: (n: number) => (n === 1 ? '1 patient asked to cancel a plan' : `${n} patients asked to cancel a plan`),
  memberTitle: 'Cancellation requested by the household',
  lead: 'Each plan stays active, and its renewal waits, until you confirm the cancellation or keep the plan after talking to the household.',
  requested: (date: string, by: string) => `Asked on ${date} by ${by}`,
  reason: 'Reason',
  note: 'Their note',
  contact: 'Contact',
  plan: (plan: string, term: string, price: string) => `${plan} · ${price} ${term === 'annual' ? 'a year' : 'a month'}`,
  guaranteed: 'Guaranteed',
  endsIfConfirmed: (date: string) => `Confirmed today, it ends on ${date} (end of the paid period).`,
  renewalHeld: (date: string) => `The renewal due ${date} is on hold until you decide.`,
  open: 'Open member',
  confirm: 'Confirm cancellation',
  keep: 'Keep the plan',
  cancel: 'Go back',
  confirmTitle: (name: string, plan: string) => `Confirm the cancellation of ${name}'s ${plan}`,
  confirmLead: (date: string) =>
    `The plan ends on ${date}, at the end of the period already paid for, and is not charged again. The household is told by mail.`,
  keepTitle: (name: string, plan: string) => `Keep ${name}'s ${plan}`,
  keepLead:
    'The request is withdrawn and the plan goes on as before; a renewal that waited is charged at the next billing run. The household is told by mail.',
  noteLabel: 'Note for the history (optional)',
  keepNotePlaceholder: 'For example: called, staying with a new card',
  loadFailed: 'The cancellation requests could not be loaded.',
} as const;
