/** Console texts of System.Integrate pages (synchronisation, sync log, open account), in the three languages (spread as `integrate` into the console dictionaries). */
export const INTEGRATE_TEXTS = {
  'en-US': {
    configsTitle: 'Configurations', logTitle: 'Sync log', runNow: 'Synchronise now',
    ran: '{{configNo}}: {{received}} read, {{added}} added, {{updated}} updated', refused: '{{configNo}} was refused: nothing was written',
    configNo: 'Configuration', integrationNo: 'Source', target: 'Synchronises', trigger: 'Started by', scheduleTrigger: 'Schedule',
    startedAt: 'Started', finishedAt: 'Finished', success: 'Outcome', succeeded: 'Done', failed: 'Refused', received: 'Read', added: 'Added', updated: 'Updated',
    message: 'Refusal', row: 'Row {{row}}', lastRunAt: 'Last run', autoSync: 'Scheduled', status: 'Status', enabled: 'Enabled', disabled: 'Disabled',
    yes: 'Yes', no: 'No',
    addAccount: 'Open an account', modifyAccount: 'Modify account', modify: 'Modify', addSource: 'Add source', addConfig: 'Add configuration', resetSecret: 'New secret', enable: 'Enable', disable: 'Disable', delete: 'Delete', deleteConfirm: 'Delete account {{accountNo}}? Its secret stops working.',
    secretTitle: 'Secret of {{accountNo}}', secretOnce: 'Copy the secret now and give it to the ERP: it is shown only this once and cannot be shown again.', done: 'Saved',
    // Write-only secrets and callback deliveries (integrate2).
    secretSet: 'Set', secretNotSet: 'Not set', secretWriteOnly: 'The value is stored and never shown again. Save replaces it, Clear removes it.',
    saveSecret: 'Save', clearSecret: 'Clear', signingSecret: 'Signing secret', authTitle: 'Authorization header of {{integrationNo}}', callbackSecretTitle: 'Signing secret of {{callbackNo}}',
    callbackLogTitle: 'Deliveries of {{callbackNo}}', deliveryNo: 'Delivery', eventId: 'Event', queuedAt: 'Queued', attempts: 'Attempts',
  },
  'zh-CN': {
    configsTitle: '同步配置', logTitle: '同步日志', runNow: '立即同步',
    ran: '{{configNo}}：读取 {{received}} 条，新增 {{added}} 条，更新 {{updated}} 条', refused: '{{configNo}} 被拒绝：未写入任何数据',
    configNo: '配置', integrationNo: '来源', target: '同步对象', trigger: '触发方式', scheduleTrigger: '定时',
    startedAt: '开始时间', finishedAt: '结束时间', success: '结果', succeeded: '完成', failed: '拒绝', received: '读取', added: '新增', updated: '更新',
    message: '拒绝原因', row: '第 {{row}} 行', lastRunAt: '上次同步', autoSync: '定时同步', status: '状态', enabled: '启用', disabled: '停用',
    yes: '是', no: '否',
    addAccount: '开通账户', modifyAccount: '修改账户', modify: '修改', addSource: '新增来源', addConfig: '新增同步配置', resetSecret: '重新生成密钥', enable: '启用', disable: '停用', delete: '删除', deleteConfirm: '删除账户 {{accountNo}}？其密钥将失效。',
    secretTitle: '{{accountNo}} 的密钥', secretOnce: '请立即复制密钥并交给 ERP：密钥只显示这一次，之后无法再次查看。', done: '已保存',
    // Write-only secrets and callback deliveries (integrate2).
    secretSet: '已设置', secretNotSet: '未设置', secretWriteOnly: '该值保存后不再显示。“保存”将替换它，“清除”将删除它。',
    saveSecret: '保存', clearSecret: '清除', signingSecret: '签名密钥', authTitle: '{{integrationNo}} 的授权请求头', callbackSecretTitle: '{{callbackNo}} 的签名密钥',
    callbackLogTitle: '{{callbackNo}} 的投递记录', deliveryNo: '投递', eventId: '事件', queuedAt: '排队时间', attempts: '尝试次数',
  },
  'zh-TW': {
    configsTitle: '同步配置', logTitle: '同步日誌', runNow: '立即同步',
    ran: '{{configNo}}：讀取 {{received}} 筆，新增 {{added}} 筆，更新 {{updated}} 筆', refused: '{{configNo}} 被拒絕：未寫入任何資料',
    configNo: '配置', integrationNo: '來源', target: '同步對象', trigger: '觸發方式', scheduleTrigger: '排程',
    startedAt: '開始時間', finishedAt: '結束時間', success: '結果', succeeded: '完成', failed: '拒絕', received: '讀取', added: '新增', updated: '更新',
    message: '拒絕原因', row: '第 {{row}} 行', lastRunAt: '上次同步', autoSync: '排程同步', status: '狀態', enabled: '啟用', disabled: '停用',
    yes: '是', no: '否',
    addAccount: '開通帳戶', modifyAccount: '修改帳戶', modify: '修改', addSource: '新增來源', addConfig: '新增同步配置', resetSecret: '重新產生金鑰', enable: '啟用', disable: '停用', delete: '刪除', deleteConfirm: '刪除帳戶 {{accountNo}}？其金鑰將失效。',
    secretTitle: '{{accountNo}} 的金鑰', secretOnce: '請立即複製金鑰並交給 ERP：金鑰只顯示這一次，之後無法再次查看。', done: '已儲存',
    // Write-only secrets and callback deliveries (integrate2).
    secretSet: '已設定', secretNotSet: '未設定', secretWriteOnly: '此值儲存後不再顯示。「儲存」會取代它，「清除」會刪除它。',
    saveSecret: '儲存', clearSecret: '清除', signingSecret: '簽章金鑰', authTitle: '{{integrationNo}} 的授權標頭', callbackSecretTitle: '{{callbackNo}} 的簽章金鑰',
    callbackLogTitle: '{{callbackNo}} 的投遞記錄', deliveryNo: '投遞', eventId: '事件', queuedAt: '排隊時間', attempts: '嘗試次數',
  },
};
