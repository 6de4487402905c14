import { formatMoney } from '@mhq/domain';
import { tenant } from '../../app/tenant';

const money = (cents: number) => formatMoney(cents);
const members = (n: number) => (n === 1 ? '1 member' : `${n} members`);

/** Texts of the rewards widgets and the leaderboard, in the brand's words. */
export const rewardsTexts = {
  launchTitle: 'Launch rewards',
  launchLead: `${tenant.name} thanks practices that grow: a reward when your active members first reach each milestone.`,
  activeMembers: (n: number) => `${members(n)} active`,
  toGo: (n: number, cents: number, threshold: number) =>
    n === 0
      ? `${money(cents)} for ${threshold} members: on its way`
      : `${members(n)} to go to your ${money(cents)} reward at ${threshold}`,
  allEarned: 'Every launch reward earned. Thank you for growing with us!',
  milestone: (threshold: number, cents: number) => `${threshold} members · ${money(cents)}`,
  earned: 'Earned',
  paid: 'Paid',
  notYet: 'Not yet',
  earnedOn: (day: string) => `Earned ${day}, we will send it soon`,
  paidOn: (day: string) => `Paid ${day}`,
  progressLabel: (active: number, threshold: number) => `${active} of ${threshold} active members`,
  seasonTitle: 'Season of giving',
  seasonLead: (from: string, to: string, upTo: number) =>
    `New members from ${from} to ${to} earn your practice up to ${money(upTo)}.`,
  seasonAhead: (from: string) => `The season starts ${from}.`,
  seasonNew: (n: number) => `${members(n)} new this season`,
  seasonTier: (min: number, cents: number, next?: number) =>
    next === undefined ? `${min}+ new members: ${money(cents)}` : `${min}-${next - 1} new members: ${money(cents)}`,
  seasonStands: (cents: number) => (cents > 0 ? `You stand to get ${money(cents)}` : 'No tier reached yet'),
  seasonNext: (n: number, cents: number) => `${members(n)} more for ${money(cents)}`,
  seasonPrize: (cents: number) =>
    `The ${tenant.professionalName} with the most new members in the season also wins the ${money(cents)} prize.`,
  seasonLeading: 'You lead the season: the prize is yours if you keep it.',
  seasonRank: (rank: number) => `Your rank this season: #${rank}`,
  leaders: 'Leading this season',
  seeLeaderboard: 'See the leaderboard',
  loading: 'Loading rewards',
  loadFailed: 'Rewards could not be loaded',
  boardEyebrow: 'Rewards',
  boardTitle: 'Leaderboard',
  boardLead: `Practices on ${tenant.name} ranked by the members they added. Names show only for practices that chose to show theirs; others appear by their city.`,
  windowLabel: 'Rank by',
  windows: { month: 'This month', season: 'Season of giving' },
  range: (from: string, to: string) => `New members from ${from} to ${to}`,
  rank: 'Rank',
  practice: 'Practice',
  newMembers: 'New members',
  you: 'You',
  noneYet: 'No practice has added members in this period yet.',
  practices: (n: number) => `${n} practices ranked`,
  optInTitle: 'Show your practice’s name',
  optInOn: 'Other practices see your name on the leaderboard.',
  optInOff: 'Other practices see your practice as “A practice in” your city.',
  optInLocked: 'Only the owner, an office admin or the plan coordinator can change this.',
  optInSwitch: 'Show our name on the leaderboard',
};
