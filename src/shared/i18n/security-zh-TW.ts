/** zh-TW texts of the password policy, sign-in exceptions and scheduled jobs (issue 16 part 2), spread into the blocks of zh-TW.ts. */
export const securityZhTW = {
  error: {
    JOB_BUILT_IN: '任務 {{name}} 為系統內建：請暫停而非刪除',
    JOB_RUNNING: '任務 {{name}} 正在執行：請於其結束後重試',
    PASSWORD_EXPIRED: '密碼已過期或必須修改：請先修改密碼',
  },
  validation: {
    cron: '不是有效的 cron 運算式（5 或 6 段，例如 0 2 * * *）',
    runTime: '請以 HH:mm 輸入時間',
    passwordComposition1: '必須包含字母和數字',
    passwordComposition2: '必須包含大寫字母、小寫字母和數字',
    passwordComposition3: '必須包含大寫字母、小寫字母、數字和符號',
    predateBelowIndate: '提前提醒天數必須小於有效天數',
  },
};
