/** zh-CN errors of the licence (issue 16), spread into the error block of zh-CN.ts. */
export const licenceZhCN = {
  error: {
    LICENCE_REQUIRED: '请输入许可证号',
    LICENCE_MALFORMED: '这不是本产品的许可证：请确认已复制完整的许可证号',
    LICENCE_SIGNATURE_INVALID: '许可证签名无效：许可证已被修改或不是为本产品签发的',
    LICENCE_EXPIRED: '此许可证已于 {{validTo}} 过期：请激活有效的许可证',
    LICENCE_NOT_YET_VALID: '此许可证自 {{validFrom}} 起生效：请在当天或之后激活',
    LICENCE_FILE_REQUIRED: '请先选择许可证文件',
    LICENCE_FILE_TOO_LARGE: '许可证文件最多 {{max}} 字节：这不是许可证文件',
  },
};
