/**
 * useConfirmOnce(): antd's modal.confirm (the App's, so it follows the console's language and theme)
 * that opens one dialog at a time: a second click on the button while its confirmation is open (a
 * double click, a double tap) opens nothing more, so one action is asked once and sent once. The
 * dialog's OK shows loading while its promise runs, which keeps a double click on OK to one call.
 */
import { App, type ModalFuncProps } from 'antd';
import { useRef } from 'react';

export function useConfirmOnce(): (config: ModalFuncProps) => void {
  const { modal } = App.useApp();
  const open = useRef(false);
  return (config) => {
    if (open.current) return;
    open.current = true;
    modal.confirm({ ...config, afterClose: () => { open.current = false; } });
  };
}
