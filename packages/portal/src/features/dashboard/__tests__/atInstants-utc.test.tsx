/**
 * @jest-environment-options {"timezone": "UTC"}
 */
import { testAtInstants } from './atInstants.tsx';

testAtInstants();
