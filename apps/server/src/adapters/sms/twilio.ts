import twilio from 'twilio';
import type { TwilioSettings } from '../../config';
import type { SmsProvider } from './sms.port';

/** The paths Twilio posts to (set on the number or messaging service, and on each text as its status callback). */
export const TWILIO_STATUS_PATH = '/webhooks/twilio/status';
export const TWILIO_INBOUND_PATH = '/webhooks/twilio/inbound';

/** A refusal Twilio answered with, kept as the text's error: its code and words. */
export class SmsSendFailed extends Error {
  constructor(
    message: string,
    /** Twilio's error code (21610: the recipient replied STOP; 21211: not a valid number). */
    readonly code: number | null,
  ) {
    super(message);
  }
}

/** Twilio's code for a number that replied STOP to our sender: it is opted out on Twilio's side already. */
export const TWILIO_UNSUBSCRIBED = 21610;

type Options = {
  /** Where Twilio posts the text's later status (delivered, undelivered); none without a public address. */
  statusCallbackUrl?: string;
  /** Another address for Twilio's API: the adapter's test points it at a local server standing in for Twilio. */
  apiBaseUrl?: string;
};

/** A request client that sends Twilio's own requests to another origin (the test's stand-in for api.twilio.com). */
function rebasedClient(apiBaseUrl: string): twilio.RequestClient {
  const inner = new twilio.RequestClient({ autoRetry: false });
  const base = new URL(apiBaseUrl);
  const rebased = Object.create(inner) as twilio.RequestClient;
  rebased.request = (opts) => {
    const uri = new URL(opts.uri);
    uri.protocol = base.protocol;
    uri.host = base.host;
    return inner.request({ ...opts, uri: uri.toString() });
  };
  return rebased;
}

const asRestError = (err: unknown): SmsSendFailed => {
  const e = err as { status?: number; code?: number; message?: string };
  if (typeof e?.code === 'number') return new SmsSendFailed(`Twilio ${e.code}: ${e.message ?? 'refused'}`, e.code);
  return new SmsSendFailed(`Twilio could not be reached: ${e?.message ?? String(err)}`, null);
};

/** Real delivery through Twilio's Messages API; the text is 'sent' once Twilio accepts it. */
export function twilioProvider(settings: TwilioSettings, opts: Options = {}): SmsProvider {
  const client = twilio(settings.accountSid, settings.authToken, {
    autoRetry: false,
    ...(opts.apiBaseUrl ? { httpClient: rebasedClient(opts.apiBaseUrl) } : {}),
  });
  return {
    name: 'twilio',
    async send({ to, text }) {
      try {
        const message = await client.messages.create({
          to,
          body: text,
          ...(settings.sender.kind === 'number'
            ? { from: settings.sender.from }
            : { messagingServiceSid: settings.sender.messagingServiceSid }),
          ...(opts.statusCallbackUrl ? { statusCallback: opts.statusCallbackUrl } : {}),
        });
        return { providerMessageId: message.sid, status: message.status === 'delivered' ? 'delivered' : 'sent' };
      } catch (err) {
        throw asRestError(err);
      }
    },
  };
}

/**
 * Whether a webhook really comes from Twilio: X-Twilio-Signature is the HMAC of the exact URL Twilio posted to and
 * its form fields, keyed by the account's auth token.
 */
export function isTwilioSigned(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!signature) return false;
  return twilio.validateRequest(authToken, signature, url, params);
}
