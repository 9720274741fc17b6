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
    this.timezone = config.projectConfig.testEnvironmentOptions.timezone;
  }

  // A test file may run with the process in a time zone of its own, whatever the machine's:
  // `@jest-environment-options {"timezone": "Europe/Helsinki"}`. Node follows TZ as it changes.
  async setup() {
    await super.setup();
    if (!this.timezone) return;
    this.previousTimezone = process.env.TZ;
    process.env.TZ = this.timezone;
  }

  async teardown() {
    if (this.timezone) {
      if (this.previousTimezone === undefined) delete process.env.TZ;
      else process.env.TZ = this.previousTimezone;
    }
    await super.teardown();
  }
}
