import { endpoints, pathOf, type EndpointName } from './endpoints.ts';
import type { Http } from './http.ts';
import type { Query } from './query.ts';
import type { EndpointAnswer, EndpointInput } from './schemas/endpoints.ts';

/** The parts of a call an endpoint takes: `params` and `body` as its schemas say, any query. */
export type CallOptions<N extends EndpointName> = (EndpointInput<N>['params'] extends undefined
  ? { params?: undefined }
  : { params: EndpointInput<N>['params'] }) &
  (EndpointInput<N>['body'] extends undefined
    ? { body?: undefined }
    : { body: EndpointInput<N>['body'] | URLSearchParams }) & {
    /** The query as the caller holds it (numbers, arrays), encoded in the bracket format. */
    query?: Query;
    signal?: AbortSignal;
  };

/** The options may be left out of a call that has no parameters or body. */
type CallArgs<N extends EndpointName> = EndpointInput<N>['params'] extends undefined
  ? EndpointInput<N>['body'] extends undefined
    ? [CallOptions<N>?]
    : [CallOptions<N>]
  : [CallOptions<N>];

/** Calls an endpoint of the table by name: its method and path come from there, typed by its schemas. */
export const callOf =
  (http: Http) =>
  <N extends EndpointName>(name: N, ...[options]: CallArgs<N>) => {
    const { params, body, query, signal } = (options ?? {}) as CallOptions<N> & {
      params?: Record<string, string>;
    };
    return http.request<EndpointAnswer<N>>(endpoints[name].method, pathOf(name, params), {
      ...(body !== undefined ? { body } : {}),
      ...(query ? { query } : {}),
      ...(signal ? { signal } : {}),
    });
  };

export type Call = ReturnType<typeof callOf>;
