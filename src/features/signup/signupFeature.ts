import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { SignupPage } from './SignupPage';
import { signupSaga } from './signupSagas';
import { signupReducer } from './signupSlice';

/** The public sign-up, loaded with its page's chunk (app/lazyFeatures.ts). */
export const signupFeature: LazyFeaturePage = {
  feature: { name: 'signup', reducers: { signup: signupReducer }, saga: signupSaga },
  Page: SignupPage,
};
