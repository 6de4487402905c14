import type { Config } from '../../config';
import { simulatedSmsProvider } from './simulated-sms';
import type { SmsProvider } from './sms.port';
import { TWILIO_STATUS_PATH, twilioProvider } from './twilio';

const chosen = new WeakMap<Config, SmsProvider | null>();

/**
 * Who sends the texts: Twilio when its settings are given; in a demo without them, the simulated provider; in a real
 * installation without them, nobody (texts wait in the queue, as the SMS setup page says): never a pretend success.
 */
export function smsProviderFor(config: Config): SmsProvider | null {
  if (chosen.has(config)) return chosen.get(config) ?? null;
  const provider = config.twilio
    ? twilioProvider(config.twilio, {
        ...(config.publicUrl
          ? { statusCallbackUrl: `${config.publicUrl.replace(/\/$/, '')}${TWILIO_STATUS_PATH}` }
          : {}),
      })
    : config.demo
      ? simulatedSmsProvider()
      : null;
  chosen.set(config, provider);
  return provider;
}
