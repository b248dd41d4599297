import { test as setup } from '@playwright/test';
import { DEMO, signInWithForm, storageStateOf } from './support';

// Each demo profile signs in once, through the login form; the specs start from the stored
// session (`signIn` in support.ts) instead of typing the code and password again.
for (const user of Object.values(DEMO)) {
  setup(`sign in ${user.login} (${user.profile})`, async ({ page }) => {
    await signInWithForm(page, user);
    await page.context().storageState({ path: storageStateOf(user.login) });
  });
}
