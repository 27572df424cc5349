/** Console texts of message delivery (message-configuration and message-query tools), in the three languages (spread as `messaging` into the console dictionaries). */
export const MESSAGE_TEXTS = {
  'en-US': {
    setSecret: 'Set password or secret', secretTitle: 'Password or secret of {{configNo}}',
    secretHint: 'The mail server password (e-mail) or the signing secret (webhook). It is stored and never shown again.',
    secretSaved: 'Saved', testMail: 'Send test mail', testMailTitle: 'Test mail through {{configNo}}', testMailSent: 'Test mail sent: {{response}}',
    deliveryLog: 'Delivery log', deliveryTitle: 'Delivery of {{messageNo}}', attempt: 'Attempt', attemptedAt: 'Time', outcome: 'Outcome',
    detail: 'Server answer or error', success: 'Sent', failure: 'Failed', noAttempts: 'No attempt yet',
  },
  'zh-CN': {
    setSecret: '设置密码或密钥', secretTitle: '{{configNo}} 的密码或密钥',
    secretHint: '邮件服务器密码（邮件）或签名密钥（Webhook）。保存后不再显示。',
    secretSaved: '已保存', testMail: '发送测试邮件', testMailTitle: '通过 {{configNo}} 发送测试邮件', testMailSent: '测试邮件已发送：{{response}}',
    deliveryLog: '投递记录', deliveryTitle: '{{messageNo}} 的投递', attempt: '次数', attemptedAt: '时间', outcome: '结果',
    detail: '服务器应答或错误', success: '已发送', failure: '失败', noAttempts: '尚未尝试',
  },
  'zh-TW': {
    setSecret: '設定密碼或金鑰', secretTitle: '{{configNo}} 的密碼或金鑰',
    secretHint: '郵件伺服器密碼（郵件）或簽章金鑰（Webhook）。儲存後不再顯示。',
    secretSaved: '已儲存', testMail: '傳送測試郵件', testMailTitle: '透過 {{configNo}} 傳送測試郵件', testMailSent: '測試郵件已送出：{{response}}',
    deliveryLog: '投遞紀錄', deliveryTitle: '{{messageNo}} 的投遞', attempt: '次數', attemptedAt: '時間', outcome: '結果',
    detail: '伺服器回應或錯誤', success: '已傳送', failure: '失敗', noAttempts: '尚未嘗試',
  },
};
