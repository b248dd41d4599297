import { writeFileSync } from 'node:fs';
import { test as setup } from '@playwright/test';
import { apiSignIn, sessionStorageEntries } from './api';
import { DEMO, storageStateOf } from './support';

// Each demo profile signs in once, through the API; the specs start from the stored session (`signIn` in
// support.ts) as the web app keeps it after its form. The form itself, for every one of these profiles, is
// auth.spec.ts's subject ('… signs in and sees exactly the sidebar of …'): signing in through it here too cost
// eleven page loads before any other browser test could start.
for (const user of Object.values(DEMO)) {
  setup(`sign in ${user.login} (${user.profile})`, async ({ request, baseURL }) => {
    const session = await apiSignIn(request, user);
    const localStorage = Object.entries(sessionStorageEntries(session)).map(([name, value]) => ({ name, value }));
    writeFileSync(storageStateOf(user.login), JSON.stringify({ cookies: [], origins: [{ origin: baseURL, localStorage }] }));
  });
}
