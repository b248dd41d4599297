import { useCheapHashingInTests } from '../lib/passwords';

// Every API test file hashes with the cheap test parameters; lib/passwords.test.ts proves the real ones.
useCheapHashingInTests(true);
