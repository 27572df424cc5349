/** en-US texts of the password policy, sign-in exceptions and scheduled jobs (issue 16 part 2), spread into the blocks of en-US.ts. */
export const securityEnUS = {
  error: {
    JOB_BUILT_IN: 'Job {{name}} comes with the product: pause it instead of deleting it',
    JOB_RUNNING: 'Job {{name}} is running now: try again when it has finished',
    PASSWORD_EXPIRED: 'Your password has expired or must be changed: change it to continue',
  },
  validation: {
    cron: 'Not a cron expression (5 or 6 fields, e.g. 0 2 * * *)',
    runTime: 'Please enter a time as HH:mm',
    passwordComposition1: 'Must contain letters and digits',
    passwordComposition2: 'Must contain upper-case and lower-case letters and digits',
    passwordComposition3: 'Must contain upper-case and lower-case letters, digits and a symbol',
    predateBelowIndate: 'The warning must come fewer days ahead than the validity',
  },
};
