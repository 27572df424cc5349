/** zh-CN texts of inbound quality inspection (Inbound quality: document, items) and customer returns (receipt-back), spread into the blocks of zh-CN.ts. */
export const qualityZhCN = {
  error: {
    QC_NOT_OPEN: '质检单{{qcNo}}已完成或已作废，不能再登记结果',
    QC_RECORDED: '{{docNo}}已登记质检结果，不能取消收货',
    QC_LINE_DONE: '质检单{{qcNo}}第{{lineNo}}行已登记',
    RETURN_NOT_INITIAL_OR_PROCESSING: '{{docNo}}不是初始或处理中状态，不能抛转',
    RETURN_NOT_PROCESSING: '{{docNo}}不是处理中状态，操作被拒绝',
    RETURN_NOT_EXCEPTION: '{{docNo}}不是异常状态，不能恢复',
    RETURN_NOT_COMPLETED: '{{docNo}}未完成，退货单不能关闭',
    RETURN_THROWN_OVER: '{{docNo}}已抛转',
  },
  entity: { inReturn: '客户退货单', qcItem: '质检项目' },
  field: {
    qcNo: '质检单号', qcItemNo: '质检项目编号', qcItemName: '质检项目', checkMethod: '检验方法', standard: '检验标准',
    sampleRate: '抽样比例(%)', sampleQty: '抽样数量', checkItems: '检验内容', passQty: '合格数量', failQty: '不合格数量',
    concessionQty: '让步接收数量', quarantineCellNo: '隔离库位', inspectName: '质检人', inspectDate: '质检时间', inspectedCount: '已检',
    inReturnNo: '退货单号', returnNoticeNo: '退货通知单号', shipmentNo: '原出库单号', reason: '退货原因',
    thrownOverName: '抛转人', thrownOverDate: '抛转时间',
  },
  enum: { QC_METHOD: { '1': '目测', '2': '测量', '3': '试验', '4': '单证检查' }, DOC_TYPE: { RTN: '客户退货单', QC: '质检单' } },
  action: { throwOver: '抛转', exception: '异常处理', resume: '恢复处理' },
  quality: {
    inspect: '质检',
    inspectionOf: '{{docNo}}的质检单{{qcNo}}',
    record: '登记',
    recorded: '第{{lineNo}}行已登记',
    sumMismatch: '合格、不合格与让步接收数量之和必须等于{{qty}}（当前{{total}}）',
    search: '查询',
  },
};
