/** en-US texts of the password policy and sign-in exceptions (issue 16 part 2), spread into the blocks of en-US.ts. */
export const securityEnUS = {
  error: {
    PASSWORD_EXPIRED: 'Your password has expired or must be changed: change it to continue',
  },
  validation: {
    passwordComposition1: 'Must contain letters and digits',
    passwordComposition2: 'Must contain upper-case and lower-case letters and digits',
    passwordComposition3: 'Must contain upper-case and lower-case letters, digits and a symbol',
    predateBelowIndate: 'The warning must come fewer days ahead than the validity',
  },
};
