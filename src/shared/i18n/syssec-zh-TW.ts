/** zh-TW texts of the second factor, sessions and licence (issue 16, syssec), spread into the blocks of zh-TW.ts. */
export const syssecZhTW = {
  error: {
    TOTP_CODE_REQUIRED: '請輸入驗證器應用程式中的 6 位數驗證碼',
    TOTP_CODE_WRONG: '驗證碼錯誤或已使用：請輸入驗證器應用程式中的目前驗證碼',
    TOTP_ENROLMENT_REQUIRED: '密碼原則要求管理員使用雙重驗證：請先設定驗證器應用程式',
    TOTP_REQUIRED_BY_POLICY: '密碼原則要求管理員使用雙重驗證：無法移除',
    TOTP_STAFF_ONLY: '只有員工使用者可以設定雙重驗證',
  },
  validation: {
    totpCode: '請輸入 6 位數字驗證碼',
  },
};
