import { afterEach } from 'vitest';
import { installOutboundGuard, takeRefusedConnections } from './no-outbound-network';

// Setup file of the server project: only loopback is reachable, and a refused call fails its test even when the
// code under test caught the error.
installOutboundGuard();

afterEach(() => {
  const refused = takeRefusedConnections();
  if (refused.length > 0) throw new Error(`This test tried to reach the network:\n${refused.join('\n')}`);
});
