import { TestEnvironment } from 'jest-environment-node';
import { PGlite } from '@electric-sql/pglite';

/**
 * Node's test environment plus PGlite loaded natively: inside Jest's vm sandbox PGlite's own dynamic
 * import() calls fail without --experimental-vm-modules, so src/db/connect.ts takes this class instead.
 * A test file may run with the process in a time zone of its own, whatever the machine's:
 * `@jest-environment-options {"timezone": "Europe/Helsinki"}` (Node follows TZ as it changes).
 */
/** Seeded databases this worker made, kept for its next test files (see test/helpers.ts). */
const seeded = new Map();

export default class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__voolPGlite = PGlite;
    this.global.__voolSeeded = seeded;
    this.timezone = config.projectConfig.testEnvironmentOptions.timezone;
  }

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
