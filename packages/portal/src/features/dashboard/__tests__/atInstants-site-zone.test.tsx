/**
 * @jest-environment-options {"timezone": "Europe/Helsinki"}
 */
import { testAtInstants } from './atInstants.tsx';

testAtInstants();
