import { useEffect, useRef } from 'react';
import { renderSimulatedConsent } from '../../src/mocks/index.js';
import { simulated } from './simulated.js';

/** The simulated OAuth consent screen for the flow named by this page's `?state=`. */
export function SimulatedConsent() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? renderSimulatedConsent(root.current, simulated) : undefined), []);
  return <div ref={root} />;
}
