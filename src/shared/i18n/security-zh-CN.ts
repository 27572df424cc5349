/** zh-CN texts of the password policy and sign-in exceptions (issue 16 part 2), spread into the blocks of zh-CN.ts. */
export const securityZhCN = {
  error: {
    PASSWORD_EXPIRED: '密码已过期或必须修改：请先修改密码',
  },
  validation: {
    passwordComposition1: '必须包含字母和数字',
    passwordComposition2: '必须包含大写字母、小写字母和数字',
    passwordComposition3: '必须包含大写字母、小写字母、数字和符号',
    predateBelowIndate: '提前提醒天数必须小于有效天数',
  },
};
