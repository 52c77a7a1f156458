/**
 * Named points where a process test may have this process killed (SIGKILL, as the OOM killer or a power cut would),
 * to prove a crash at the worst moment loses or doubles nothing. Live only when NODE_ENV=test AND GB_TEST_FAULT names
 * the point: never in development or production, and not in the API suite (which does not set it).
 */
export const FAULT_FLAG = 'GB_TEST_FAULT';

export type FaultPoint = 'refund-answered';

export function faultPoint(name: FaultPoint) {
  if (process.env.NODE_ENV === 'test' && process.env[FAULT_FLAG] === name) process.kill(process.pid, 'SIGKILL');
}
