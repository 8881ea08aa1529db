import { SocialKitProvider, useSocialKit } from '../../src/index.js';

/** What `useSocialKit` reads from the nearest provider. */
function ProviderValues({ title }: { title: string }) {
  const { client, tenantId, locale, retry, colorScheme } = useSocialKit();
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content auto', gap: '0.25rem 1rem' }}>
        <dt>Proxy</dt>
        <dd style={{ margin: 0 }}>{client.baseUrl}</dd>
        <dt>Tenant</dt>
        <dd style={{ margin: 0 }}>{tenantId ?? 'none: the proxy decides'}</dd>
        <dt>Locale</dt>
        <dd style={{ margin: 0 }}>{locale ?? "the browser's"}</dd>
        <dt>Retries</dt>
        <dd style={{ margin: 0 }}>{retry}</dd>
        <dt>Colour scheme</dt>
        <dd style={{ margin: 0 }}>{colorScheme ?? "the host page's"}</dd>
      </dl>
    </section>
  );
}

/**
 * A headless example: the provider's settings as hooks and components read them. The inner
 * provider shares the outer one's QueryClient, and reads `de_DE` as the BCP 47 tag `de-DE`.
 */
export function SocialKitExample() {
  return (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
      <ProviderValues title="This Storybook's provider" />
      <SocialKitProvider baseUrl="/api/social" tenantId="globex" locale="de_DE" retry={0} colorScheme="dark">
        <ProviderValues title="An inner provider" />
      </SocialKitProvider>
    </div>
  );
}
