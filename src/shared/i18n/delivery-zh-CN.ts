/** zh-CN texts of the supplier portal's delivery creation, ASN tracking, order tracing and EDI export (issue 14), spread into zh-CN.ts. */
export const deliveryZhCN = {
  field: { orderedQty: '订购数量', answeredQty: '答复数量', asnShippedQty: 'ASN已发货', receivedQty: '已收货', openQty: '未交数量', receiving: '收货情况', isApproveRule: 'ASN 需审核' },
  portal: {
    delivery: {
      lines: '待发货的订单行',
      noLines: '请至少选择一条未交订单行',
      qtyOver: '第 {{line}} 行：发货数量须大于 0 且不超过未交数量 {{open}}',
      overOpen: '超过未交数量 {{open}}：最多发货 {{open}}，或请采购方增加数量',
      packing: '包装（托盘、箱、SSCC）',
      packingHint: '不加托盘时 ASN 无包装、无 SSCC 标签。加托盘时，每行须全部装箱。',
      packMismatch: '第 {{line}} 行发货 {{shipped}}，已装箱 {{packed}}',
      packItemMissing: '每个装箱物品须选择订单行并填写大于 0 的数量',
      addItem: '添加物品',
      remove: '删除',
      packLine: '订单行',
      create: '创建 ASN',
      created: '{{asnNo}} 已创建：待审核',
    },
    timeline: {
      choose: '选择一个 ASN 查看其进度',
      empty: '暂无进度',
      live: '实时',
      offline: '未连接：连接恢复后更新',
      event: {
        create: '已创建', approve: '已审核', refuse: '已驳回', receive: '已收货', cancelReceipt: '已取消收货', close: '已关闭', void: '已作废',
        appointment: '月台预约', checkedIn: '已在门岗签到', called: '已叫号到月台', atDoor: '已到月台',
        unloading: '卸货中', received: '月台已收货', receivedCounted: '按实点数量收货（办公室录入）', checkedOut: '已离场',
      },
      detail: {
        status: '状态：{{status}}',
        slot: '时段 {{slot}}，月台 {{doorNo}}（{{status}}）',
        queue: '排队号 {{queueNo}}，月台 {{doorNo}}',
        // i18next plural forms (the count picks one; Chinese reads only _other, _one keeps the key sets equal).
        discrepancies_one: '{{count}} 项差异',
        discrepancies_other: '{{count}} 项差异',
        by: '操作人 {{operator}}',
      },
      claims: {
        title: '索赔行', sscc: '托盘（SSCC）', lineNo: 'ASN行', itemNo: '物料', expected: '预期', counted: '实点', outcome: '结果', photo: '照片', photoTaken: '已拍照', receivedQty: '按实点收货：{{qty}}', viewPhoto: '查看照片', photoTitle: '托盘 {{sscc}} 收货照片', photoAlt: '月台拍摄的托盘 {{sscc}} 照片',
        kind: { short: '短少', over: '超收', damaged: '破损（质量冻结）', wrongItem: '错货', missing: '缺失' },
        reason: '破损情况', reasons: { crushed: '压坏', wet: '受潮', torn: '包装破损', unstable: '货物倒塌', contaminated: '脏污或污染', other: '其他' },
      },
      appointmentStatus: { booked: '已预约', confirmed: '已确认', cancelled: '已取消', received: '已收货' },
    },
    receivingTag: { short: '短少', over: '超收', damaged: '破损', wrongItem: '错货', missing: '托盘缺失', onTime: '准时足量' },
    tracing: {
      asns: '订单 {{purchaseNo}} 第 {{purchaseSeq}} 行的 ASN',
      chooseLine: '选择一条订单行查看其 ASN',
      noAsns: '尚未在任何 ASN 上发货',
    },
    edi: { download: '下载 EDI', x12: 'ANSI X12 856', desadv: 'EDIFACT DESADV D.96A' },
  },
};
