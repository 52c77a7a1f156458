import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/** Id of the JSON data block in which the server hands the page's data to the client. */
export const STATE_ELEMENT_ID = 'gb-state';

/** An API refusal or failure as it travels in the data block (an Error's message is lost to JSON). */
interface PlainApiError {
  apiError: true;
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

const isPlainApiError = (value: unknown): value is PlainApiError =>
  typeof value === 'object' && value !== null && (value as { apiError?: unknown }).apiError === true;

/**
 * The server's query cache for the data block. Queries that failed with the API's answer go too (by default only
 * successes do): a screen rendered "Order not found" from such a query on the server, and without it the first
 * client render would show "Loading…" instead, a hydration mismatch (React #418). Other errors stay out (their
 * text may not be meant for a visitor).
 */
export function dehydrateServerState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const plain: PlainApiError = {
        apiError: true,
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.fields && { fields: error.fields }),
      };
      query.state = { ...query.state, error: plain as unknown as Error, fetchFailureReason: plain as unknown as Error };
    }
  }
  return state;
}

/** Fills the browser's query cache from the data block, failed queries as the ApiError the screens test for. */
export function hydrateServerState(queryClient: QueryClient, state: DehydratedState) {
  const queries = state.queries.map((query) => {
    const error: unknown = query.state.error;
    if (!isPlainApiError(error)) return query;
    const revived = new ApiError(error.status, error.code, error.message, error.fields);
    return { ...query, state: { ...query.state, error: revived, fetchFailureReason: revived } };
  });
  hydrate(queryClient, { ...state, queries });
}
