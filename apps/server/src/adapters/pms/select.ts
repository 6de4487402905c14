import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { PmsPort } from './pms.port';
import { sikkaPms } from './sikka-pms';
import { simulatedPms } from './simulated-pms';

/** Sikka's hub when its app id and key are set; else the simulated PMS in our own database. */
export function pmsFor(config: Config, db: Db, clock: Clock): PmsPort {
  if (config.sikka) return sikkaPms({ ...config.sikka, now: () => clock.now() });
  return simulatedPms(db, clock);
}
