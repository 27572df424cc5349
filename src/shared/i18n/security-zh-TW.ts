/** zh-TW texts of the password policy and sign-in exceptions (issue 16 part 2), spread into the blocks of zh-TW.ts. */
export const securityZhTW = {
  error: {
    PASSWORD_EXPIRED: '密碼已過期或必須修改：請先修改密碼',
  },
  validation: {
    passwordComposition1: '必須包含字母和數字',
    passwordComposition2: '必須包含大寫字母、小寫字母和數字',
    passwordComposition3: '必須包含大寫字母、小寫字母、數字和符號',
    predateBelowIndate: '提前提醒天數必須小於有效天數',
  },
};
