/** zh-CN texts of the password policy, sign-in exceptions and scheduled jobs (issue 16 part 2), spread into the blocks of zh-CN.ts. */
export const securityZhCN = {
  error: {
    JOB_BUILT_IN: '任务 {{name}} 为系统内置：请暂停而不是删除',
    JOB_RUNNING: '任务 {{name}} 正在运行：请在其结束后重试',
    PASSWORD_EXPIRED: '密码已过期或必须修改：请先修改密码',
  },
  validation: {
    cron: '不是有效的 cron 表达式（5 或 6 段，例如 0 2 * * *）',
    runTime: '请按 HH:mm 输入时间',
    passwordComposition1: '必须包含字母和数字',
    passwordComposition2: '必须包含大写字母、小写字母和数字',
    passwordComposition3: '必须包含大写字母、小写字母、数字和符号',
    predateBelowIndate: '提前提醒天数必须小于有效天数',
  },
};
