// The practice-management system, reached through an integration hub (issue 28). Two adapters: the embedded simulated
// PMS (the default, its data in sim_pms_* tables) and Sikka's hub (chosen by settings). The module never learns which
// one it talks to; every call names the practice by the key the hub gave at connect time, so one office's call can
// only reach that office's PMS.

/** A patient's chart in the PMS. */
export type PmsChart = {
  chartId: string;
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd, or null when the PMS has none. */
  birthDate: string | null;
  email: string | null;
  /** Digits only, as the PMS holds them; null when none. */
  phone: string | null;
  /** The primary insurance carrier; null: uninsured. */
  carrier: string | null;
};

/** A procedure of a chart's history (completed) or schedule. */
export type PmsProcedure = {
  chartId: string;
  /** CDT (dental) or CPT (vision) code. */
  code: string;
  description: string;
  /** yyyy-mm-dd. */
  on: string;
  status: 'completed' | 'scheduled';
};

/** What the platform writes on a chart: the membership as the front desk should see it when the patient is in. */
export type PmsMembership = {
  /** 'active', 'late', 'canceled' or 'inactive': the words the PMS shows. */
  status: string;
  planName: string;
  /** The plan's discount on other treatment, in percent. */
  discountPercent: number;
  /** yyyy-mm-dd: paid through, or the end of the membership. */
  validThrough: string | null;
  /** One line for the chart's note or the insurance-like carrier's remarks. */
  note: string;
};

/** A membership payment posted to the chart's ledger. */
export type PmsLedgerPosting = {
  chartId: string;
  /** The platform's reference (charge id): posting it twice adds nothing. */
  reference: string;
  amountCents: number;
  /** yyyy-mm-dd. */
  on: string;
  providerId: string;
  paymentType: string;
  postAs: 'payment' | 'adjustment';
  description: string;
};

/** The office as the hub knows it. */
export type PmsPractice = { practiceKey: string };

/** The hub could not be reached, timed out, or the office's PMS server is offline: worth trying again later. */
export class PmsUnavailable extends Error {
  override readonly name = 'PmsUnavailable';
}

/** The PMS refused the call for good (no such chart, no such practice, credentials revoked): do not retry. */
export class PmsRefused extends Error {
  override readonly name = 'PmsRefused';
}

export interface PmsPort {
  readonly via: 'simulated' | 'sikka';
  /** Which of the brand's systems (PMS_OPTIONS codes) the hub can connect to. */
  connectable(system: string): boolean;
  /**
   * Finds the office's PMS at the hub and checks it answers; answers the practice key for every later call and how
   * many patients it holds. `officeId` names the office to the simulated PMS (its practice key is derived from it);
   * Sikka finds the practice by the office id the practice registered at the hub.
   */
  connect(input: { officeId: number; system: string }): Promise<PmsPractice & { patients: number }>;
  /** Patients whose name, chart id, phone or email contains the words (at most `limit`, by last and first name). */
  searchPatients(practice: PmsPractice, q: string, limit: number): Promise<PmsChart[]>;
  /** Every patient of the practice (for the matcher and the uninsured list), in pages of the hub's size. */
  allPatients(practice: PmsPractice): Promise<PmsChart[]>;
  /** The charts with these ids that exist (a chart id typed by staff is checked against the PMS). */
  chartsByIds(practice: PmsPractice, chartIds: readonly string[]): Promise<PmsChart[]>;
  /** Completed procedures of these charts on or after `from` (yyyy-mm-dd). */
  procedures(practice: PmsPractice, chartIds: readonly string[], from: string): Promise<PmsProcedure[]>;
  /** Writes the membership on the chart, replacing what the platform wrote before; null takes it off. */
  writeMembership(practice: PmsPractice, chartId: string, membership: PmsMembership | null): Promise<void>;
  /** Posts a membership payment to the chart's ledger (once per reference). */
  postPayment(practice: PmsPractice, posting: PmsLedgerPosting): Promise<void>;
  /** The providers (dentists, doctors) the PMS lists. */
  providers(practice: PmsPractice): Promise<{ id: string; name: string }[]>;
}
