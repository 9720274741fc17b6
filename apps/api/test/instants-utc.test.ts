/**
 * @jest-environment-options {"timezone": "UTC"}
 */
import { testAtInstants } from './atInstants.ts';

testAtInstants();
