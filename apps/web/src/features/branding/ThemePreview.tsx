import '../enrolment/styles';
import type { OfficeThemeShape } from '@mhq/contract';
import { tenant } from '../../app/tenant';
import { officeThemeStyle } from './office-theme-style';

type Props = { theme: OfficeThemeShape; officeName: string; logo?: string | null };

/**
 * A small copy of the office's enrolment page in a theme: the page's own classes and the same CSS variables the page
 * sets, so what the office sees here is what patients see. Nothing in it can be pressed.
 */
export function ThemePreview({ theme, officeName, logo }: Props) {
  return (
    <figure
      className="enrol enrol-themed branding-preview"
      style={officeThemeStyle(theme)}
      aria-label={`Preview of your enrollment page in this theme`}
      data-testid="branding-preview"
    >
      <div className="enrol-top" inert>
        <div className="enrol-brand">
          {logo ? (
            <img src={logo} alt="" className="enrol-office-logo" />
          ) : (
            <img src={tenant.logos.mark} alt="" width={28} height={28} />
          )}
          <span>{officeName}</span>
        </div>
        <div className="enrol-lang">
          <button type="button" aria-pressed="true" tabIndex={-1}>
            EN
          </button>
          <button type="button" aria-pressed="false" tabIndex={-1}>
            ES
          </button>
        </div>
      </div>
      <div className="branding-preview-body" inert>
        <p className="enrol-title branding-preview-title">Join our membership plan</p>
        <p className="enrol-lead">Your preventive care for one monthly price. No insurance needed.</p>
        <div className="branding-preview-buttons">
          <span className="enrol-button">Choose a plan</span>
          <span className="enrol-button enrol-button-outline">See prices</span>
        </div>
      </div>
      <figcaption className="visually-hidden">
        Header {theme.primary} with {theme.onPrimary} text, accent {theme.accent}
      </figcaption>
    </figure>
  );
}
