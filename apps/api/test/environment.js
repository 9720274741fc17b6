import { TestEnvironment } from 'jest-environment-node';
import { PGlite } from '@electric-sql/pglite';

/**
 * Node's test environment plus PGlite loaded natively: inside Jest's vm sandbox PGlite's own dynamic
 * import() calls fail without --experimental-vm-modules, so src/db/connect.ts takes this class instead.
 */
export default class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__voolPGlite = PGlite;
  }
}
