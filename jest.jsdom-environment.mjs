// jsdom without the fetch and stream classes it leaves out: react-router's data routers build a
// Request for every navigation, its modules a TextEncoder as they load, and React's server render
// (the /auth pages' hydration test) writes to a ReadableStream, scheduled with setImmediate. Node's
// own are lent to the window.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class Environment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const lent = [
      'Request',
      'Response',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'setImmediate',
    ];
    for (const name of lent) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}
