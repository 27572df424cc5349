/** zh-TW texts of the supplier portal's delivery creation, ASN tracking, order tracing and EDI export (issue 14), spread into zh-TW.ts. */
export const deliveryZhTW = {
  field: { orderedQty: '訂購數量', answeredQty: '答覆數量', asnShippedQty: 'ASN已出貨', receivedQty: '已收貨', openQty: '未交數量', receiving: '收貨情況', isApproveRule: 'ASN 需審核' },
  portal: {
    delivery: {
      lines: '待出貨的訂單行',
      noLines: '請至少選擇一條未交訂單行',
      qtyOver: '第 {{line}} 行：出貨數量須大於 0 且不超過未交數量 {{open}}',
      overOpen: '超過未交數量 {{open}}：最多出貨 {{open}}，或請採購方增加數量',
      packing: '包裝（棧板、箱、SSCC）',
      packingHint: '不加棧板時 ASN 無包裝、無 SSCC 標籤。加棧板時，每行須全部裝箱。',
      packMismatch: '第 {{line}} 行出貨 {{shipped}}，已裝箱 {{packed}}',
      packItemMissing: '每個裝箱物品須選擇訂單行並填寫大於 0 的數量',
      addItem: '新增物品',
      remove: '刪除',
      packLine: '訂單行',
      create: '建立 ASN',
      created: '{{asnNo}} 已建立：待審核',
    },
    timeline: {
      choose: '選擇一個 ASN 查看其進度',
      empty: '尚無進度',
      live: '即時',
      offline: '未連線：連線恢復後更新',
      event: {
        create: '已建立', approve: '已審核', refuse: '已駁回', receive: '已收貨', cancelReceipt: '已取消收貨', close: '已關閉', void: '已作廢',
        appointment: '碼頭預約', checkedIn: '已在門崗報到', called: '已叫號到碼頭', atDoor: '已到碼頭',
        unloading: '卸貨中', received: '碼頭已收貨', receivedCounted: '按實點數量收貨（辦公室錄入）', checkedOut: '已離場',
      },
      detail: {
        status: '狀態：{{status}}',
        slot: '時段 {{slot}}，碼頭 {{doorNo}}（{{status}}）',
        queue: '排隊號 {{queueNo}}，碼頭 {{doorNo}}',
        // i18next plural forms (the count picks one; Chinese reads only _other, _one keeps the key sets equal).
        discrepancies_one: '{{count}} 項差異',
        discrepancies_other: '{{count}} 項差異',
        by: '操作人 {{operator}}',
      },
      claims: {
        title: '索賠行', sscc: '棧板（SSCC）', lineNo: 'ASN行', itemNo: '物料', expected: '預期', counted: '實點', outcome: '結果', photo: '照片', photoTaken: '已拍照', receivedQty: '按實點收貨：{{qty}}', viewPhoto: '查看照片', photoTitle: '棧板 {{sscc}} 收貨照片', photoAlt: '月台拍攝的棧板 {{sscc}} 照片',
        kind: { short: '短少', over: '超收', damaged: '破損（品質凍結）', wrongItem: '錯貨', missing: '缺失' },
        reason: '破損情況', reasons: { crushed: '壓壞', wet: '受潮', torn: '包裝破損', unstable: '貨物倒塌', contaminated: '髒污或污染', other: '其他' },
      },
      appointmentStatus: { booked: '已預約', confirmed: '已確認', cancelled: '已取消', received: '已收貨' },
    },
    receivingTag: { short: '短少', over: '超收', damaged: '破損', wrongItem: '錯貨', missing: '棧板缺失', onTime: '準時足量' },
    tracing: {
      asns: '訂單 {{purchaseNo}} 第 {{purchaseSeq}} 行的 ASN',
      chooseLine: '選擇一條訂單行查看其 ASN',
      noAsns: '尚未在任何 ASN 上出貨',
    },
    edi: { download: '下載 EDI', x12: 'ANSI X12 856', desadv: 'EDIFACT DESADV D.96A' },
  },
};
