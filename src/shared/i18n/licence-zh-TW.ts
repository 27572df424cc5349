/** zh-TW errors of the licence (issue 16), spread into the error block of zh-TW.ts. */
export const licenceZhTW = {
  error: {
    LICENCE_REQUIRED: '請輸入授權許可號碼',
    LICENCE_MALFORMED: '這不是本產品的授權許可：請確認已複製完整的許可號碼',
    LICENCE_SIGNATURE_INVALID: '授權許可簽章無效：許可已被修改或並非為本產品核發',
    LICENCE_EXPIRED: '此授權許可已於 {{validTo}} 到期：請啟用有效的授權許可',
    LICENCE_NOT_YET_VALID: '此授權許可自 {{validFrom}} 起生效：請於當日或之後啟用',
    LICENCE_FILE_REQUIRED: '請先選擇授權許可檔案',
    LICENCE_FILE_TOO_LARGE: '授權許可檔案最多 {{max}} 位元組：這不是授權許可檔案',
  },
};
