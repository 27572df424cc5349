/** Console texts of the operation journal, second factor, sessions and licence pages (issue 16, syssec), in the three languages (spread as `syssec` into the console dictionaries). */
export const SYSSEC_TEXTS = {
  'en-US': {
    userNo: 'User no.', userName: 'User name', call: 'Call', moduleNo: 'Page', clientRequestId: 'Client request id',
    outcome: 'Outcome', done: 'Done', refused: 'Refused ({{code}})', input: 'Request', before: 'Before', after: 'After',
  },
  'zh-CN': {
    userNo: '用户编号', userName: '用户名称', call: '接口', moduleNo: '页面', clientRequestId: '客户端请求编号',
    outcome: '结果', done: '成功', refused: '拒绝（{{code}}）', input: '请求', before: '修改前', after: '修改后',
  },
  'zh-TW': {
    userNo: '使用者編號', userName: '使用者名稱', call: '介面', moduleNo: '頁面', clientRequestId: '用戶端請求編號',
    outcome: '結果', done: '成功', refused: '拒絕（{{code}}）', input: '請求', before: '修改前', after: '修改後',
  },
};
