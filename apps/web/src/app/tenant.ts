import { isTenantId, TENANTS, type TenantConfig } from '@mhq/domain';

/** The server names the brand on the <html> tag (data-tenant); dental when absent. */
export function readTenant(): TenantConfig {
  const id = document.documentElement.dataset.tenant;
  return isTenantId(id) ? TENANTS[id] : TENANTS.dental;
}

export const tenant: TenantConfig = readTenant();

/** Brand the document itself: title, favicon, theme colour and CSS variables the lean pages use. */
export function applyTenantToDocument(t: TenantConfig = tenant): void {
  const root = document.documentElement;
  root.dataset.tenant = t.id;
  document.title = t.name;
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) icon.href = t.logos.mark;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', t.colors.sidebar);
  const shades = t.colors.primary;
  root.style.setProperty('--brand-0', shades[0] ?? '#eef');
  root.style.setProperty('--brand-1', shades[1] ?? '#dde');
  root.style.setProperty('--brand-strong', shades[9] ?? '#005');
  root.style.setProperty('--brand-dark', t.colors.sidebar);
  root.style.setProperty('--brand-dark-text', t.colors.sidebarText);
  root.style.setProperty('--brand-accent', t.colors.accent);
}

/** Page title: '<page> | <brand>'. */
export function setPageTitle(page: string | null): void {
  document.title = page ? `${page} | ${tenant.name}` : tenant.name;
}
