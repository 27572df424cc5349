/** zh-CN texts of the second factor, sessions and licence (issue 16, syssec), spread into the blocks of zh-CN.ts. */
export const syssecZhCN = {
  error: {
    TOTP_CODE_REQUIRED: '请输入身份验证器应用中的 6 位验证码',
    TOTP_CODE_WRONG: '验证码错误或已使用：请输入身份验证器应用中的当前验证码',
    TOTP_ENROLMENT_REQUIRED: '密码策略要求管理员使用双重验证：请先设置身份验证器应用',
    TOTP_REQUIRED_BY_POLICY: '密码策略要求管理员使用双重验证：不能移除',
    TOTP_STAFF_ONLY: '只有员工用户可以设置双重验证',
  },
  validation: {
    totpCode: '请输入 6 位数字验证码',
  },
};
